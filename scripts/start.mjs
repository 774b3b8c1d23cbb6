#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { spawn } from 'node:child_process';
import { ensureWebBuilt } from './web-build.mjs';

ensureWebBuilt();

// NOTE: node with the tsx loader, not `npx tsx`: the server is then our direct child, so SIGTERM and
// SIGINT reach it and it shuts down gracefully (npx would be killed and leave the server running).
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
