// Builds the web app when it is missing or older than its sources (used by `npm start` and `npm run cluster`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when needed; exits the process if the build fails. */
export function ensureWebBuilt({ log = console.log, output = 'inherit' } = {}) {
  const web = path.resolve('apps/web');
  const dist = path.join(web, 'dist', 'index.html');
  const sources = [path.join(web, 'src'), path.join(web, 'public'), path.resolve('packages/shared/src')];
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  if (built && !sources.some((dir) => newestMtime(dir) > built)) return;
  log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', output, 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
