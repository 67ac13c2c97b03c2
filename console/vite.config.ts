import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { faceAssets } from './faceAssets';
import { preloadPages } from './preloadPages';

const api = 'http://127.0.0.1:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const proxied = ['/admin', '/api', '/get-company-branding', '/branding'];

/** The plugins both builds use (this one, the console; vite.capture.config.ts, the capture page). */
export const sharedPlugins = () => [
  react(),
  // The capture page's on-device face detector: models and wasm copied from node_modules (faceAssets.ts).
  faceAssets(),
  // Every text asset also as .br (brotli, best quality) and .gz next to it, made once at build time;
  // the server sends the one the browser accepts (@fastify/static preCompressed, docs/performance.md).
  compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|css|js|mjs|json|svg)$/ }),
];

export const config = defineConfig({
  plugins: [...sharedPlugins(), preloadPages('index.html', ['src/features/auth/SignInPage.tsx'])],
  // The manifest lists each chunk's imports: scripts/bench/console.ts and the size budget test read it.
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // capture.html, the applicant's capture page, is a build of its own: vite.capture.config.ts.
    rollupOptions: { input: { index: page('index.html') } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }])),
  },
});

// Vite loads the config module's default export (vite.capture.config.ts has the other one).
export default config;
