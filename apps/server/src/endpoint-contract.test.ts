// Every endpoint defined in @boibazar/shared is registered by the server exactly once, from its definition,
// with its method and path; no route at that method and path is written by hand (decision 466). The
// definitions are read from the shared files themselves, so a new one is covered without editing this test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEndpoint, type Endpoint } from '@boibazar/shared/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from './plugins/auth.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const sharedDir = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));

async function sharedDefinitions(): Promise<Map<Endpoint, string>> {
  const found = new Map<Endpoint, string>();
  const files = fs.readdirSync(sharedDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const exports = (await import(path.join(sharedDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isEndpoint(value)) found.set(value, `${file} ${name}`);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value))
          if (isEndpoint(inner) && !found.has(inner)) found.set(inner, `${file} ${name}.${key}`);
    }
  }
  return found;
}

describe('the endpoint contract', () => {
  let ctx: TestContext;
  let routes: ApiRoute[];
  let definitions: Map<Endpoint, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Fastify adds a HEAD route beside every GET by itself.
    routes = ctx.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    definitions = await sharedDefinitions();
  });
  afterAll(() => ctx.close());

  it('when the shared files are read, then they define endpoints (the walk finds them)', () => {
    expect([...definitions.values()]).toContain('orders.ts orderEndpoints.handover');
  });

  it('when the app is built, then every definition is registered once, from itself, with its method and path', () => {
    const wrong = [...definitions].flatMap(([endpoint, name]) => {
      const url = `/api${endpoint.path}`;
      const fromIt = routes.filter((r) => r.endpoint === endpoint);
      const atItsPlace = routes.filter((r) => r.method === endpoint.method && r.url === url);
      const problems: string[] = [];
      if (fromIt.length !== 1) problems.push(`registered ${fromIt.length} times`);
      for (const r of fromIt)
        if (r.method !== endpoint.method || r.url !== url)
          problems.push(`registered as ${r.method} ${r.url}`);
      if (atItsPlace.some((r) => r.endpoint !== endpoint))
        problems.push(`${endpoint.method} ${url} is also registered by hand`);
      return problems.map((p) => `${name}: ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it('when a definition names other successful statuses, then its route answers each with its answer schema', async () => {
    const withOthers = [...definitions.keys()].filter((e) => e.otherStatuses?.length);
    expect(withOthers.map((e) => `${e.method} ${e.path}`)).toContain('POST /auth/phone/sign-up');
    const docs = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const endpoint of withOthers) {
      const url = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const { responses } = docs.paths[url]![endpoint.method.toLowerCase()]!;
      const main = responses[String(endpoint.status ?? 200)];
      expect(main).toBeDefined();
      for (const other of endpoint.otherStatuses!) expect(responses[String(other)]).toEqual(main);
    }
  });

  it('when a route is registered from a definition, then that definition is one of the shared ones', () => {
    const strays = routes
      .filter((r) => r.endpoint && !definitions.has(r.endpoint as Endpoint))
      .map((r) => `${r.method} ${r.url}`);
    expect(strays).toEqual([]);
  });
});
