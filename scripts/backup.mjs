#!/usr/bin/env node
// `npm run backup` and `npm run restore FILE` (decision 281): compiles the server when needed, then runs
// the compiled backup command with the same environment the server reads.
import { spawn } from 'node:child_process';
import { compiledBackup, ensureServerBuilt, serverNodeOptions } from './ensure-built.mjs';

ensureServerBuilt({ log: (line) => console.error(line), output: 'ignore' });
const child = spawn(process.execPath, [...serverNodeOptions, compiledBackup, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
