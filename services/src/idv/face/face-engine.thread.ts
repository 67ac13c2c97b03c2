import { parentPort } from 'node:worker_threads';
import { FaceModels } from './face-models';
import type { FaceThreadReply, FaceThreadRequest } from './face-types';

/** The face thread: loads the models once, then answers one image at a time. */
async function main(): Promise<void> {
  const port = parentPort!;
  let models: FaceModels;
  try {
    models = await FaceModels.load();
  } catch (error) {
    port.postMessage({ kind: 'error', id: 0, message: (error as Error).message } satisfies FaceThreadReply);
    return;
  }
  port.on('message', (request: FaceThreadRequest) => {
    models
      .analyze(
        Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength),
        request.options,
      )
      .then(
        (analysis) =>
          port.postMessage({ kind: 'analysis', id: request.id, analysis } satisfies FaceThreadReply),
        (error: Error) =>
          port.postMessage({
            kind: 'error',
            id: request.id,
            message: error.message,
          } satisfies FaceThreadReply),
      );
  });
  port.postMessage({ kind: 'ready', version: models.version } satisfies FaceThreadReply);
}

void main();
