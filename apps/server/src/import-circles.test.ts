// No import circle in apps/, type-only imports included (issue 24). The lint's import-x/no-cycle skips
// `import type`, so madge walks the server's and the web app's graphs from their entry files here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The circles and the number of files reached, from one walk of the graph. */
async function walk(entry: string, tsConfig: string): Promise<{ circles: string[][]; files: number }> {
  const graph = await madge(path.join(root, entry), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return { circles: graph.circular(), files: Object.keys(graph.obj()).length };
}

// A walk parses every file: ~20 s on a quiet machine, over 30 s beside the other suites in CI.
const WALK_TIMEOUT = 180_000;

describe('import circles', () => {
  it(
    'when the server is read from server.ts, type-only imports included, then no file imports itself round a circle',
    async () => {
      const { circles, files } = await walk('apps/server/src/server.ts', 'apps/server/tsconfig.json');
      expect(circles).toEqual([]);
      // The walk really reached the modules (an empty graph would have no circle either).
      expect(files).toBeGreaterThan(300);
    },
    WALK_TIMEOUT,
  );

  it(
    'when the web app is read from main.tsx, type-only imports included, then no circle',
    async () => {
      const { circles, files } = await walk('apps/web/src/main.tsx', 'apps/web/tsconfig.json');
      expect(circles).toEqual([]);
      expect(files).toBeGreaterThan(200);
    },
    WALK_TIMEOUT,
  );
});
