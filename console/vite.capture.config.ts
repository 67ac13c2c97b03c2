import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { preloadPages } from './preloadPages';
import { sharedPlugins } from './vite.config';

/**
 * The applicant's capture page (capture.html, served for /capture/*) as a build of its own, into the
 * same dist/ after the console's (npm run build). Built with the console, its modules were split by
 * which of the console's 40 screens share them: 15 files, and a phone's browser opens 6 connections
 * per server, so they came in three waves of a 600 ms round trip each on a mobile network. Alone, it
 * is a tiny entry (src/capture-main.tsx: it asks the server about the link at once), the page in one
 * file with its stylesheets, all listed in capture.html, and the face detector loaded on its own
 * later. It shares no cached file with the console: an applicant opens only this page.
 * docs/performance.md, "The capture page's own build".
 */
/**
 * The entry script `async`: a deferred (plain module) script waits for every stylesheet of the page
 * before it runs; this one only starts requests, so it runs as soon as it arrives (src/capture-main.tsx
 * waits for the body itself). The page still paints only once its stylesheet is there.
 */
const asyncEntry = (): Plugin => ({
  name: 'verifydesk-async-entry',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace('<script type="module" crossorigin', '<script type="module" async crossorigin'),
  },
});

export default defineConfig({
  plugins: [...sharedPlugins(), preloadPages('capture.html', ['src/capture-app.tsx']), asyncEntry()],
  build: {
    // Its own manifest (scripts/bench/lib/console-entries.ts reads both).
    manifest: '.vite/capture-manifest.json',
    outDir: 'dist',
    emptyOutDir: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: { capture: fileURLToPath(new URL('capture.html', import.meta.url)) } },
  },
});
