import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The capture page's on-device selfie guidance (src/features/capture/face) needs the face detector's
 * model files and tfjs's WebAssembly binaries. They ship inside the npm packages the server already
 * uses (@vladmandic/human, @tensorflow/tfjs-backend-wasm), so the build copies them next to the other
 * assets: no CDN, no network beyond our own origin. The folder is named after a hash of the files'
 * contents, so it sits under assets/ with the other hashed files and is cached for a year
 * (services/src/bootstrap/console-static.ts); a new package version gives a new folder.
 */
const MODELS = ['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin'];
const WASM = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
];

function sources(): Map<string, string> {
  const human = dirname(dirname(require.resolve('@vladmandic/human')));
  const wasm = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
  return new Map([
    ...MODELS.map((name) => [name, join(human, 'models', name)] as const),
    ...WASM.map((name) => [name, join(wasm, name)] as const),
  ]);
}

export function faceAssets(): Plugin {
  const files = sources();
  const hash = createHash('sha256');
  for (const [name, path] of files) hash.update(name).update(readFileSync(path));
  const folder = `assets/face-${hash.digest('hex').slice(0, 10)}/`;
  return {
    name: 'verifydesk-face-assets',
    config: () => ({ define: { __FACE_ASSETS__: JSON.stringify(`/${folder}`) } }),
    generateBundle() {
      for (const [name, path] of files)
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source: readFileSync(path) });
    },
    // The dev server serves the same files from node_modules.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(`/${folder}`) ? req.url.slice(folder.length + 1) : null;
        const path = name ? files.get(name) : undefined;
        if (!path) return next();
        res.setHeader(
          'Content-Type',
          name!.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream',
        );
        res.end(readFileSync(path));
      });
    },
  };
}
