// No import circle in apps/, type-only imports included (issue 24). The lint's import-x/no-cycle skips
// `import type`, so madge walks the server's and the web app's graphs from their entry files here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function circlesFrom(entry: string, tsConfig: string): Promise<string[][]> {
  const graph = await madge(path.join(root, entry), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe('import circles', () => {
  it('when the server is read from server.ts, type-only imports included, then no file imports itself round a circle', async () => {
    const circles = await circlesFrom('apps/server/src/server.ts', 'apps/server/tsconfig.json');
    expect(circles).toEqual([]);
    // The walk really reached the modules (an empty graph would have no circle either).
    const graph = await madge(path.join(root, 'apps/server/src/server.ts'), {
      baseDir: root,
      fileExtensions: ['ts'],
      tsConfig: path.join(root, 'apps/server/tsconfig.json'),
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(300);
  });

  it('when the web app is read from main.tsx, type-only imports included, then no circle', async () => {
    expect(await circlesFrom('apps/web/src/main.tsx', 'apps/web/tsconfig.json')).toEqual([]);
  });
});
