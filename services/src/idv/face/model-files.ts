import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs-core';

/**
 * Models and wasm come from node_modules, never the network. Human's `exports` keys lack `./`, so
 * its node-wasm build is found by resolving package.json and joining the path; tfjs in Node has no
 * `file://` handler (and Node's fetch cannot read one), so a load router reads the model JSON and its
 * weight shards from disk.
 */
// The package's main entry (dist/human.node.js, which needs tfjs-node) is only resolved, never loaded.
export const humanPackageDir = dirname(dirname(require.resolve('@vladmandic/human')));
export const humanNodeWasmPath = join(humanPackageDir, 'dist', 'human.node-wasm.js');
export const humanModelsDir = join(humanPackageDir, 'models');
export const tfjsWasmDir = join(
  dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);

let registered = false;

export function registerFileModelLoader(): void {
  if (registered) return;
  registered = true;
  // A router answers null for URLs it does not own (tfjs's own http router does the same).
  const router = (url: string | string[]) => {
    const path = Array.isArray(url) ? url[0] : url;
    if (typeof path !== 'string' || !path.startsWith('file://')) return null;
    return { load: () => loadModelArtifacts(fileURLToPath(path)) };
  };
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}

async function loadModelArtifacts(jsonPath: string): Promise<tf.io.ModelArtifacts> {
  const modelJson = JSON.parse(await readFile(jsonPath, 'utf8')) as tf.io.ModelJSON;
  return tf.io.getModelArtifactsForJSON(modelJson, async (manifest) => {
    const specs = manifest.flatMap((group) => group.weights);
    const buffers = await Promise.all(
      manifest.flatMap((group) => group.paths.map((p) => readFile(join(dirname(jsonPath), p)))),
    );
    const joined = Buffer.concat(buffers);
    return [specs, joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength)];
  });
}
