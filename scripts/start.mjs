#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve('apps/web');
const dist = path.join(web, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(web, 'public'), path.resolve('packages/shared/src')];
const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (!built || sources.some((dir) => newestMtime(dir) > built)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// NOTE: node with the tsx loader, not `npx tsx`: the server is then our direct child, so SIGTERM and
// SIGINT reach it and it shuts down gracefully (npx would be killed and leave the server running).
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
