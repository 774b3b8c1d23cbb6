#!/usr/bin/env node
// `npm start`: builds the web app and the server (compiled JavaScript, decision 180) when either is
// missing or older than its sources, then starts the compiled server. `--build-only` stops after building.
import { spawn } from 'node:child_process';
import {
  compiledServer,
  ensureServerBuilt,
  ensureWebBuilt,
  serverEnv,
  serverNodeOptions,
} from './ensure-built.mjs';

ensureWebBuilt();
ensureServerBuilt();
if (process.argv.includes('--build-only')) process.exit(0);

// NOTE: node itself, not npx: the server is then our direct child, so SIGTERM and SIGINT reach it and it
// shuts down gracefully (npx would be killed and leave the server running).
const server = spawn(process.execPath, [...serverNodeOptions, compiledServer], {
  env: serverEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
