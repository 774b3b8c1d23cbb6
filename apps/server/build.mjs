// Compiles the server for production: src/server.ts, the shared contracts and the npm packages they use
// into ES modules, dist/server.js and the chunks it imports (docs/decisions/180-compiled-production-server.md);
// what the server imports dynamically is a chunk it loads when first asked for (decision 537). Packages that
// cannot be bundled stay imports from node_modules: native addons, and those that read their own files
// or start workers from paths beside their code.
// Also the offline bKash sandbox on its own, dist/bkash-sandbox.js, which `npm run cluster` runs once for
// all its instances (docs/decisions/150-bkash.md).
// Tests and `npm run dev` keep running the TypeScript sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Native addons (better-sqlite3, argon2 through @node-rs, sharp through @img, and pg's optional pg-native), packages that serve files
 * from beside their own code (the API docs' viewer), and pino, whose transports run worker files by path.
 * OpenTelemetry stays outside too: it is loaded only when traces are on (decision 284).
 * Bundling the rest took a third off the server's start-up CPU: one file parsed instead of hundreds of modules
 * resolved and loaded one by one.
 */
const UNBUNDLABLE =
  /^(better-sqlite3|argon2|@node-rs\/[^/]+|sharp|@img\/[^/]+|pg-native|@fastify\/swagger|@fastify\/swagger-ui|oidc-provider|pino|pino-pretty|thread-stream|sonic-boom|pino-std-serializers|@fastify\/otel|@opentelemetry\/[^/]+)(\/|$)/;

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
/** One UTF-16 unit as \uXXXX (a character beyond the BMP is two, a surrogate pair, read back as one). */
const escapeUnit = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
const loaderOf = (file) => (/\.[cm]?ts$/.test(file) ? 'ts' : 'js');

const dist = path.join(here, 'dist');

const options = {
  outdir: dist,
  metafile: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Stack traces name our TypeScript files and lines; the sources themselves stay out of the map, which
  // the running server would otherwise hold in memory (about 40 MB with them, decision 187).
  sourcesContent: false,
  // Without comments and indentation the bundle is 7 MB instead of 10: V8 keeps a module's whole source in
  // memory for as long as the process lives, and each line's length for the source map (decision 492).
  minifyWhitespace: true,
  logLevel: 'warning',
  // Bundled CommonJS packages still call require() and read __dirname: give the ES module both.
  banner: {
    js: [
      "import { createRequire as __bbCreateRequire } from 'node:module';",
      "import { fileURLToPath as __bbFileURLToPath } from 'node:url';",
      "import { dirname as __bbDirname } from 'node:path';",
      'const require = __bbCreateRequire(import.meta.url);',
      'const __filename = __bbFileURLToPath(import.meta.url);',
      'const __dirname = __bbDirname(__filename);',
    ].join(' '),
  },
  plugins: [
    {
      // NOTE: V8 keeps the bundle's source as one string, of two bytes a character if any character in
      // it is outside Latin-1 (a Bangla letter in a regular expression is enough: esbuild escapes strings
      // but not regular expressions), which doubled its 7 MB. Every such character is written as a \u
      // escape before esbuild reads the file, so the bundle is ASCII; lines do not move, so stack traces
      // keep their lines (decision 492).
      name: 'ascii-sources',
      setup(b) {
        b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
          const text = fs.readFileSync(args.path, 'utf8');
          if (!NON_ASCII.test(text)) return undefined;
          return { contents: text.replace(NON_ASCII_ALL, escapeUnit), loader: loaderOf(args.path) };
        });
      },
    },
    {
      name: 'unbundlable-packages-stay-imports',
      setup(b) {
        b.onResolve({ filter: UNBUNDLABLE }, (args) => ({ path: args.path, external: true }));
        // The offline bKash sandbox is never started in production (bkash-plugin.ts refuses it there):
        // the server's bundle leaves it out and imports dist/bkash-sandbox-server.js (its own entry above)
        // when it starts one outside production (decision 400).
        b.onResolve({ filter: /bkash-sandbox\/sandbox-server\.ts$/ }, (args) =>
          args.importer.endsWith(path.join('payments', 'bkash-plugin.ts'))
            ? { path: './bkash-sandbox-server.js', external: true }
            : undefined,
        );
      },
    },
  ],
};

const builds = await Promise.all([
  // The server's dynamic imports become chunks of their own, loaded when first asked for: the packages only
  // some deployments use (Stripe's SDK, the S3 client, nodemailer, ioredis, the barcode library, tar) stay
  // out of the source V8 holds for the life of a server that never calls them (decision 537).
  build({
    ...options,
    entryPoints: { server: path.join(here, 'src/server.ts') },
    splitting: true,
    chunkNames: '[name]-[hash]',
  }),
  build({
    ...options,
    entryPoints: {
      'bkash-sandbox': path.join(here, 'src/bkash-sandbox/main.ts'),
      // The sandbox as a module the server loads on demand outside production (decision 400).
      'bkash-sandbox-server': path.join(here, 'src/bkash-sandbox/sandbox-server.ts'),
      backup: path.join(here, 'src/backup/main.ts'),
    },
  }),
]);
const compiled = builds
  .flatMap((result) => Object.keys(result.metafile.outputs))
  .map((output) => path.basename(output))
  .filter((file) => file.endsWith('.js'));
// Chunks of an earlier build go: they would pile up beside the new ones. Not the folder at once, which a
// build running beside this one (the two databases' test runs) or a server starting from it may be reading.
for (const file of fs.readdirSync(dist))
  if (!compiled.includes(file.replace(/\.map$/, ''))) fs.rmSync(path.join(dist, file), { force: true });

// NOTE: nine in ten of the source map's mappings point into node_modules. Node holds the map while the server
// runs and decodes every mapping into arrays at the first stack trace it translates; ours are what a trace
// must name. A run of code from a package becomes one unmapped segment: its frames show the bundle's
// position, never a neighbouring file of ours (decision 492).
const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VLQ_VALUE = new Map([...VLQ].map((c, i) => [c, i]));
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = VLQ_VALUE.get(c);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
      value = 0;
      shift = 0;
    }
  }
  return fields;
}
function encodeValue(n) {
  let value = n < 0 ? -n * 2 + 1 : n * 2;
  let out = '';
  do {
    let digit = value & 31;
    value = Math.floor(value / 32);
    if (value > 0) digit |= 32;
    out += VLQ[digit];
  } while (value > 0);
  return out;
}
function withoutDependencyMappings(mapFile) {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const dependency = map.sources.map((source) => source.includes('node_modules/'));
  const seen = [0, 0, 0, 0]; // source, line, column, name: absolute, as decoded
  const written = [0, 0, 0, 0]; // the same, as last written
  map.mappings = map.mappings
    .split(';')
    .map((line) => {
      let column = 0;
      let writtenColumn = 0;
      let mapped = false;
      const out = [];
      for (const segment of line ? line.split(',') : []) {
        const [dColumn, ...rest] = decodeSegment(segment);
        column += dColumn;
        const absolute = rest.map((d, i) => (seen[i] += d));
        const ours = absolute.length >= 3 && !dependency[absolute[0]];
        if (!ours && !mapped) continue;
        let text = encodeValue(column - writtenColumn);
        writtenColumn = column;
        if (ours) {
          for (let i = 0; i < absolute.length; i += 1) {
            text += encodeValue(absolute[i] - written[i]);
            written[i] = absolute[i];
          }
        }
        mapped = ours;
        out.push(text);
      }
      return out.join(',');
    })
    .join(';');
  fs.writeFileSync(mapFile, JSON.stringify(map));
}
for (const file of compiled) withoutDependencyMappings(path.join(dist, `${file}.map`));

// The ascii-sources plugin's promise, checked on every build: a character outside ASCII left in the server's
// bundle would make V8 hold it at two bytes a character again.
for (const file of compiled) {
  const at = fs.readFileSync(path.join(dist, file), 'latin1').search(NON_ASCII);
  if (at !== -1) throw new Error(`dist/${file} holds a character outside ASCII at ${at}`);
}
