import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// Module boundaries (docs/architecture.md, docs/decisions/100-module-boundaries.md). Each server module
// may import only the modules listed before it here, and only through their index.ts. A new module
// gets a line here where its dependencies allow; until it has one, every file in it fails the lint.
// prettier-ignore
const MODULE_ORDER = [
  'audit',
  'mail',
  'sms',
  'identity',
  'ledger',
  'notifications',
  'catalogue',
  'delivery',
  'saved-searches',
  'conversations',
  'dispute-evidence',
  'orders',
  'offers',
  'payments',
  'payouts',
  'exchanges',
  'reconciliation',
  'reviews',
  'listing',
  'admin',
  'system',
  'demo',
];

const MODULES_DIR = 'apps/server/src/modules';
/** Server folders beside the modules that every module may use and that use none. */
const INFRASTRUCTURE = ['plugins', 'lib', 'db', 'live', 'events', 'jobs', 'backup'];
const modules = fs
  .readdirSync(new URL(`./${MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const anyOf = (names) => `(?:${names.join('|')})`;
const throughIndexOnly = (names) => ({
  regex: `^(?:\\.\\./)+(?:modules/)?${anyOf(names)}/(?!index\\.ts$)`,
  message: 'Reach another server module only through its index.ts (export what you need there).',
});

const moduleBoundaries = modules.map((name) => {
  const files = [`${MODULES_DIR}/${name}/**/*.{ts,tsx}`];
  const place = MODULE_ORDER.indexOf(name);
  if (place < 0)
    return {
      files,
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: 'Program',
            message: `Module '${name}' has no place in MODULE_ORDER (eslint.config.js): add it after the modules it uses.`,
          },
        ],
      },
    };
  const others = modules.filter((other) => other !== name);
  const above = others.filter((other) => !MODULE_ORDER.slice(0, place).includes(other));
  const patterns = [];
  if (above.length > 0)
    patterns.push({
      regex: `^(?:\\.\\./)+(?:modules/)?${anyOf(above)}/`,
      message: `'${name}' may not import modules after it in MODULE_ORDER: let the caller combine them, or subscribe to a domain event.`,
    });
  if (others.length > 0) patterns.push(throughIndexOnly(others));
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
});

// Web imports climb at most one folder; the rest of the app is reached by '#app/…' (apps/web/package.json
// `imports`, decision 478), so a file's imports read the same wherever it sits.
const WEB_CLIMB = {
  regex: '^(?:\\.\\./){2,}',
  message: "Climb at most one folder ('../'); reach the rest of the web app by '#app/…' (decision 478).",
};

// Web feature boundaries (issue 24, decision 422), as on the server: a feature reaches another only through
// its index.ts, refreshing another feature's queries by a shared tag (apps/web/src/lib/query-tags.ts); the
// shared folders import no feature. The app's routes and layouts (apps/web/src/app) compose features freely.
const WEB_FEATURES_DIR = 'apps/web/src/features';
const webFeatures = fs
  .readdirSync(new URL(`./${WEB_FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeatureBoundaries = webFeatures.map((name) => ({
  files: [`${WEB_FEATURES_DIR}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(?:(?:\\.\\./)+(?:features/)?|#app/features/)${anyOf(webFeatures.filter((other) => other !== name))}/(?!index\\.ts$)`,
            message:
              'Reach another feature only through its index.ts (export what you need there); refresh its queries by a shared tag (lib/query-tags.ts).',
          },
          WEB_CLIMB,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: [`${MODULES_DIR}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'modules/[^/]+/(?!index\\.ts$)',
              message: 'Reach a server module only through its index.ts (export what you need there).',
            },
          ],
        },
      ],
    },
  },
  {
    // The tests' app and fixtures may also fill tables through a module's seeding face (decision 486).
    files: ['apps/server/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'modules/[^/]+/(?!(?:index|seed)\\.ts$)',
              message: 'Reach a server module only through its index.ts or, for fixtures, its seed.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Infrastructure imports no module: a module registers what a plugin needs (app.ts passes it in), so no
    // import circle runs through a plugin (issue 24, item 5).
    files: [`apps/server/src/{${INFRASTRUCTURE.join(',')}}/**/*.ts`],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)modules/',
              message:
                'Plugins and the other infrastructure import no module: let the module register what they need (app.ts passes it in).',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (`*-repository.ts`): routes and use-cases call them (decision 101).
    files: [`${MODULES_DIR}/**/*.ts`],
    ignores: [`${MODULES_DIR}/**/*-repository.ts`, `${MODULES_DIR}/**/*.test.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: "Queries belong in the module's *-repository.ts; call a repository function here.",
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: "Raw SQL belongs in the module's *-repository.ts; call a repository function here.",
        },
      ],
    },
  },
  {
    // Timers and deadlines read the one clock that tests move (lib/clock.ts, decision 460); the files
    // ignored here keep real time on purpose (tokens, providers' sessions, process timing, the sandboxes).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/lib/clock.ts',
      'apps/server/src/modules/identity/token-service.ts',
      'apps/server/src/modules/listing/import-lookups.ts',
      'apps/server/src/modules/delivery/pathao-client.ts',
      'apps/server/src/modules/payments/bkash-client.ts',
      'apps/server/src/modules/system/heartbeat.ts',
      'apps/server/src/plugins/{graceful-shutdown,metrics}.ts',
      'apps/server/src/{bkash,courier}-sandbox/**/*.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message:
            'Read time through `clock` (lib/clock.ts: clock.now(), nowMs(), nowIso()), which tests move.',
        },
      ],
    },
  },
  ...moduleBoundaries,
  ...webFeatureBoundaries,
  {
    files: ['apps/web/src/{components,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)features/',
              message:
                "The web's shared folders (components, lib, i18n) import no feature: pass what they need in, or move it to the feature.",
            },
            WEB_CLIMB,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [WEB_CLIMB] }] },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'apps/server/scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:apps/server/)?(?:src/|test/(?!index\\.ts$))',
              message:
                'e2e/ and scripts/ reach the server only through apps/server/test/index.ts, its test and bench surface.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
);
