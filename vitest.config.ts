import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['apps/server/**/*.test.ts', 'packages/shared/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share their worker's modules (decision 539): each builds its own app and database,
          // and importing the server afresh for each of 135 files was a third of the run.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The i18n scan reads and parses every web source file: seconds, not milliseconds, on a busy
          // machine (it ran past the 5 s default at a load of 10).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // Needs PostgreSQL, Redis and nginx; starts `npm run cluster` itself (scripts/test.mjs runs it).
          name: 'cluster',
          include: ['cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for the server (an upload resized, a page fetched): its 1 s default missed a
          // photo upload on a CI machine at load 12. 10 s, as the suite's own longer polls.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
