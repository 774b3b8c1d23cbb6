import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies of every text file of the build, made once here at maximum quality; the server
 * sends the copy the browser accepts instead of compressing on each request (decision 183).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'boibazar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f))) {
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** react-router's production ES module, beside the development one its package exports. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const dist = path.resolve(path.dirname(development), '..');
  return path.join(dist, 'production', 'index.mjs');
}

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  // NOTE: React Fast Refresh patches React's renderer, which Preact is not: the JSX transform stays, the
  // refresh is off (an edit reloads the page in development).
  plugins: [react({ refreshExclude: /./ }), tailwindcss(), precompress()],
  server: { proxy: { '/api': api, '/uploads': api } },
  resolve: {
    // react-router's package exports only its development build (there is no 'production' condition);
    // the build takes its production one, without the dev-only warnings and checks (a third of its size).
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : []),
      // React's API, Preact's runtime (decision 187): the app, React Router, TanStack Query and the form
      // and toast libraries are written against React's API and run on preact/compat, 40 KB gzip in
      // place of react-dom's 98 KB. Every mode uses it, so what a developer runs is what ships.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') },
    ],
  },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen needs, so the server can preload a book page's
    // (apps/server/src/plugins/static-web.ts).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys and
        // download in parallel with the app chunk (index.html preloads them).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Forms only: loads with the first page that validates input, never with the landing page.
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]|zod-without-eval/ },
          ],
        },
      },
    },
  },
}));
