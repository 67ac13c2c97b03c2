import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { faceAssets } from './faceAssets';
import { preloadPages } from './preloadPages';

const api = 'http://127.0.0.1:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const proxied = ['/admin', '/api', '/get-company-branding', '/branding'];

export const config = defineConfig({
  plugins: [
    react(),
    preloadPages('index.html', ['src/features/auth/SignInPage.tsx']),
    // The capture page's on-device face detector: models and wasm copied from node_modules (faceAssets.ts).
    faceAssets(),
    // Every text asset also as .br (brotli, best quality) and .gz next to it, made once at build time;
    // the server sends the one the browser accepts (@fastify/static preCompressed, docs/performance.md).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg)$/ }),
  ],
  // The manifest lists each chunk's imports: scripts/bench/console.ts and the size budget test read it.
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // capture.html: the applicant's capture page as a light entry of its own (src/capture-main.tsx).
    rollupOptions: { input: { index: page('index.html'), capture: page('capture.html') } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});

// Vite loads the config module's default export; this is the only default export in the console.
export default config;
