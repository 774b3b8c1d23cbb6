import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': api, '/uploads': api } },
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
            { name: 'zod', test: /node_modules[\\/](zod|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
