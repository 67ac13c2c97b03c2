import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:3000';
const proxied = ['/admin', '/api', '/get-company-branding', '/branding'];

export const config = defineConfig({
  plugins: [
    react(),
    // Every text asset also as .br (brotli, best quality) and .gz next to it, made once at build time;
    // the server sends the one the browser accepts (@fastify/static preCompressed, docs/performance.md).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg)$/ }),
  ],
  // The manifest lists each chunk's imports: scripts/bench/console.ts and the size budget test read it.
  build: { manifest: true, outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});

// Vite loads the config module's default export; this is the only default export in the console.
export default config;
