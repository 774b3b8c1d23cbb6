// Starts the real app (built web app, demo data, a fresh SQLite database) once for the browser suite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, DEFAULT_WEB_DIST } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser suite');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...(process.env.E2E_ENV ? JSON.parse(process.env.E2E_ENV) : {}),
  });
  const app = await buildApp({ config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseURL', address);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
