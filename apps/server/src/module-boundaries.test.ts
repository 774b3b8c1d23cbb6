// The module-boundary lint rule (eslint.config.js, docs/decisions/100-module-boundaries.md) really refuses
// what it is there to refuse: a reach into another module's files, an upward arrow, a plugin importing a
// module, e2e/ reaching into server internals, and on the web a feature reaching into another's files or a
// shared folder importing a feature. Each case lints a made-up file at a real path, so the rule's globs are exercised too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('module boundaries', () => {
  it('when a module imports another module through its index.ts, then the lint accepts it', async () => {
    const code = "import { findListing } from '../catalogue/index.ts';\nexport const f = findListing;\n";
    expect(await problems('apps/server/src/modules/orders/probe.ts', code)).toEqual([]);
  });

  it("when a module reaches into another module's file, then the lint refuses it", async () => {
    const code =
      "import { findListing } from '../catalogue/book-repository.ts';\nexport const f = findListing;\n";
    const found = await problems('apps/server/src/modules/orders/probe.ts', code);
    expect(found.join('\n')).toMatch(/only through its index\.ts/);
  });

  it("when the tests' fixtures fill a module's tables through its seed.ts, then the lint accepts it; any module, demo data included, is refused", async () => {
    const seed = "import { insertBooks } from '../catalogue/seed.ts';\nexport const f = insertBooks;\n";
    const fromTest =
      "import { insertBooks } from '../src/modules/catalogue/seed.ts';\nexport const f = insertBooks;\n";
    expect(await problems('apps/server/test/probe.ts', fromTest)).toEqual([]);
    for (const file of [
      'apps/server/src/modules/demo/probe.ts',
      'apps/server/src/modules/listing/probe.ts',
      'apps/server/src/modules/orders/probe.ts',
    ])
      expect((await problems(file, seed)).join('\n')).toMatch(/only through its index\.ts/);
    const other =
      "import { findListing } from '../src/modules/catalogue/book-repository.ts';\nexport const f = findListing;\n";
    expect((await problems('apps/server/test/probe.ts', other)).join('\n')).toMatch(
      /index\.ts or, for fixtures, its seed\.ts/,
    );
  });

  it('when a module imports one after it in MODULE_ORDER, then the lint refuses the upward arrow', async () => {
    const code = "import { findOrderRecord } from '../orders/index.ts';\nexport const f = findOrderRecord;\n";
    const found = await problems('apps/server/src/modules/catalogue/probe.ts', code);
    expect(found.join('\n')).toMatch(/may not import modules after it/);
  });

  it('when a plugin or other infrastructure imports a module, even for a type, then the lint refuses it', async () => {
    const code = "import type { User } from '../modules/identity/index.ts';\nexport type U = User;\n";
    for (const file of [
      'apps/server/src/plugins/probe.ts',
      'apps/server/src/lib/probe.ts',
      'apps/server/src/live/probe.ts',
    ]) {
      expect((await problems(file, code)).join('\n')).toMatch(/import no module/);
    }
    const infra = "import type { AuthUser } from '../plugins/auth.ts';\nexport type U = AuthUser;\n";
    expect(await problems('apps/server/src/live/probe.ts', infra)).toEqual([]);
  });

  it('when a browser test reaches into server internals, then the lint sends it to the test surface', async () => {
    const code = "import { newId } from '../apps/server/src/lib/ids.ts';\nexport const f = newId;\n";
    const found = await problems('e2e/probe.e2e.ts', code);
    expect(found.join('\n')).toMatch(/apps\/server\/test\/index\.ts/);
  });

  it('when a use-case or route queries the database itself, then the lint sends the query to a repository', async () => {
    const query =
      "import type { Db } from '../../db/database.ts';\nexport const f = (db: Db) => db.selectFrom('books').selectAll().execute();\n";
    const raw = "import { sql } from 'kysely';\nexport const f = sql`select 1`;\n";
    const at = 'apps/server/src/modules/catalogue/probe.ts';
    expect((await problems(at, query, 'no-restricted-syntax')).join('\n')).toMatch(
      /belong in the module's \*-repository\.ts/,
    );
    expect((await problems(at, raw, 'no-restricted-syntax')).join('\n')).toMatch(
      /belongs in the module's \*-repository\.ts/,
    );
    expect(
      await problems('apps/server/src/modules/catalogue/probe-repository.ts', query, 'no-restricted-syntax'),
    ).toEqual([]);
  });

  it("when a web feature reaches into another feature's file, then the lint refuses it; through its index.ts it accepts", async () => {
    const deep =
      "import { useSession } from '#app/features/identity/api/session.ts';\nexport const f = useSession;\n";
    const face =
      "import { useSession } from '#app/features/identity/index.ts';\nexport const f = useSession;\n";
    const own =
      "import { catalogueKeys } from '../api/catalogue-keys.ts';\nexport const f = catalogueKeys;\n";
    const at = 'apps/web/src/features/catalogue/components/Probe.tsx';
    expect((await problems(at, deep)).join('\n')).toMatch(/another feature only through its index\.ts/);
    expect(await problems(at, face)).toEqual([]);
    expect(await problems(at, own)).toEqual([]);
    const keys =
      "import { ordersKeys } from '#app/features/orders/api/orders-keys.ts';\nexport const k = ordersKeys;\n";
    expect((await problems('apps/web/src/features/admin/api/probe.ts', keys)).join('\n')).toMatch(
      /shared tag \(lib\/query-tags\.ts\)/,
    );
  });

  it("when the web's shared folders import a feature, then the lint refuses it; the app's routes may", async () => {
    const code =
      "import { useSession } from '#app/features/identity/index.ts';\nexport const f = useSession;\n";
    for (const file of ['apps/web/src/lib/probe.ts', 'apps/web/src/i18n/probe.ts']) {
      expect((await problems(file, code)).join('\n')).toMatch(/shared folders .* import no feature/);
    }
    const ui =
      "import { useSession } from '#app/features/identity/index.ts';\nexport const f = useSession;\n";
    expect((await problems('apps/web/src/components/ui/Probe.tsx', ui)).join('\n')).toMatch(
      /import no feature/,
    );
    const route =
      "import { useSession } from '#app/features/identity/api/session.ts';\nexport const f = useSession;\n";
    expect(await problems('apps/web/src/app/routes/Probe.tsx', route)).toEqual([]);
  });
  it("when a web file climbs two folders, then the lint asks for '#app/…'; one folder up is fine", async () => {
    const climb = "import { api } from '../../lib/api-client.ts';\nexport const f = api;\n";
    const subpath = "import { api } from '#app/lib/api-client.ts';\nexport const f = api;\n";
    for (const file of [
      'apps/web/src/features/catalogue/components/Probe.tsx',
      'apps/web/src/components/ui/Probe.tsx',
      'apps/web/src/app/routes/Probe.tsx',
    ]) {
      expect((await problems(file, climb)).join('\n')).toMatch(/reach the rest of the web app by '#app/);
      expect(await problems(file, subpath)).toEqual([]);
    }
    const sibling =
      "import { catalogueKeys } from '../api/catalogue-keys.ts';\nexport const f = catalogueKeys;\n";
    expect(await problems('apps/web/src/features/catalogue/components/Probe.tsx', sibling)).toEqual([]);
  });
});
