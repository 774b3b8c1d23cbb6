// Starts the real app (built web app, demo data, a fresh SQLite database) once for the browser suite.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildApp,
  createPostgresDatabase,
  DEFAULT_WEB_DIST,
  loadConfig,
  startCourierSandbox,
  startOidcProvider,
  type TestOidcProvider,
} from '../../apps/server/test/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The PostgreSQL database the app runs on under TEST_DB=postgres, or '' for SQLite in dataDir. */
    databaseUrl: string;
    /** The test OpenID Connect provider standing in for Google, or '' when E2E_OIDC=0. */
    oidcIssuer: string;
    /**
     * The offline courier sandbox the app books parcels with (its tester page at this origin): shared, as
     * `COURIER_BASE_URL` makes it, with its clock stopped, so a journey moves each parcel itself.
     */
    courierSandboxURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser suite');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-e2e-'));
  // The same suite runs once per database, as the API tests do (TEST_DB=postgres with TEST_DATABASE_URL).
  const pgDb = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  // The provider must know the app's callback address before the app starts, so the port is chosen first.
  const port = await freePort();
  let oidc: TestOidcProvider | undefined;
  if (process.env.E2E_OIDC !== '0') {
    oidc = await startOidcProvider([`http://127.0.0.1:${port}/api/auth/google/callback`]);
  }
  // The courier sandbox reports to the app's webhook over HTTP, as a shared one does (courier-sandbox/main.ts).
  const webhook = `http://127.0.0.1:${port}/api/courier/webhook/sandbox`;
  const courier = await startCourierSandbox({
    stepMs: 0,
    notify: async (body, headers) => {
      await fetch(webhook, { method: 'POST', headers, body: JSON.stringify(body) });
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    PORT: '0',
    DATABASE_URL: pgDb?.url,
    // The browser suite signs in far more often than a person could; the limits have their own API tests.
    RATE_LIMIT_AUTH: '10000',
    COURIER_BASE_URL: courier.baseUrl,
    ...(oidc
      ? { OIDC_ISSUER: oidc.issuer, GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret }
      : {}),
    ...(process.env.E2E_ENV ? JSON.parse(process.env.E2E_ENV) : {}),
  });
  const app = await buildApp({ config, logger: false });
  const address = await app.listen({ port, host: '127.0.0.1' });
  project.provide('baseURL', address);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', pgDb?.url ?? '');
  project.provide('oidcIssuer', oidc?.issuer ?? '');
  project.provide('courierSandboxURL', courier.origin);
  return async () => {
    await app.close();
    await oidc?.close();
    await courier.close();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
