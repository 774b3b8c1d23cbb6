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
  plugins: [react(), tailwindcss(), precompress()],
  server: { proxy: { '/api': api, '/uploads': api } },
  resolve: {
    // react-router's package exports only its development build (there is no 'production' condition);
    // the build takes its production one, without the dev-only warnings and checks (a third of its size).
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : []),
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') },
    ],
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys and
        // download in parallel with the app chunk (index.html preloads them).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Forms only: loads with the first page that validates input, never with the landing page.
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]|zod-without-eval/ },
          ],
        },
      },
    },
  },
}));
