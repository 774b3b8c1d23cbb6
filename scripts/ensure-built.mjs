// Builds what production runs when it is missing or older than its sources (used by `npm start`,
// `npm run cluster` and `npm run bench`): the web app (apps/web/dist) and the compiled server
// (apps/server/dist/server.js, decision 180).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(source) {
  const stat = fs.statSync(source);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(source))
    newest = Math.max(newest, newestMtime(path.join(source, entry)));
  return newest;
}

/** Whether any of `outputs` is missing or older than the newest of `sources` (each walked once, decision 515). */
function isStale(outputs, sources) {
  const built = Math.min(
    ...outputs.map((output) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0)),
  );
  return !built || sources.some((dir) => newestMtime(dir) > built);
}

const shared = path.resolve('packages/shared/src');

/** The compiled server that production runs: `node ...serverNodeOptions <this>`. */
export const compiledServer = path.resolve('apps/server/dist/server.js');
/**
 * How node runs the compiled server: stack traces through the source map (which holds no sources, so it
 * costs a few MB, not 40), and a young generation of 2 × 4 MB instead of 2 × 16 MB: more frequent, shorter
 * collections, about 25 MB less resident memory under load (decision 187). The old generation may grow to
 * 1.25 × what its last full collection kept before the next one: V8 otherwise lets it reach several
 * times that on a machine with a large heap limit, so under load the server held tens of MB of request
 * garbage promoted out of the young generation, more the more requests it served (decision 520).
 */
export const serverNodeOptions = [
  '--enable-source-maps',
  '--max-semi-space-size=4',
  '--heap-growing-percent=25',
];
/**
 * The compiled server's environment over `env`: glibc's malloc keeps up to 8 arenas a core for the
 * threads that allocate (libuv's pool, V8's helpers), each holding freed memory of its own; two arenas
 * cost the server nothing measurable and about 10 MB of resident memory (decision 492). An operator's
 * own MALLOC_ARENA_MAX wins.
 */
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });
/** The offline bKash sandbox on its own (`npm run cluster` shares one between its instances). */
export const compiledBkashSandbox = path.resolve('apps/server/dist/bkash-sandbox.js');
/** `npm run backup` and `npm run restore FILE` (decision 281). */
export const compiledBackup = path.resolve('apps/server/dist/backup.js');

/** Runs `npm run build` of the web app when needed; exits the process if the build fails. */
export function ensureWebBuilt({ log = console.log, output = 'inherit' } = {}) {
  const web = path.resolve('apps/web');
  if (
    !isStale(
      [path.join(web, 'dist', 'index.html')],
      [path.join(web, 'src'), path.join(web, 'public'), shared],
    )
  )
    return;
  log('Building the web app…');
  // NOTE: NODE_ENV set to production whatever the caller's is: under a test runner (NODE_ENV=test, as
  // when the cluster suite starts `npm run cluster`) Vite would otherwise bundle React's development
  // build, 60% larger, and nothing would say so.
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@boibazar/web'], {
    stdio: ['ignore', output, 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Compiles the server (apps/server/build.mjs) when needed; exits the process if that fails. */
export function ensureServerBuilt({ log = console.log, output = 'inherit' } = {}) {
  const server = path.resolve('apps/server');
  const sources = [path.join(server, 'src'), shared, path.join(server, 'build.mjs')];
  if (!isStale([compiledServer, compiledBkashSandbox, compiledBackup], sources)) return;
  log('Compiling the server…');
  const build = spawnSync(process.execPath, [path.join(server, 'build.mjs')], {
    stdio: ['ignore', output, 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
