import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AnalyzeOptions, FaceAnalysis, FaceThreadReply, FaceThreadRequest } from './face-types';

/**
 * The face model family and the version of the package that ships it: recorded with every score.
 * `alignment`: faceres describes the face aligned on five face-mesh points with a margin around the
 * template (face-alignment.ts), and `-flip` says its mirror image is described too (face-descriptor.ts):
 * scores are comparable only between records of the same model string ('blazeface+faceres' before the
 * alignment, 'blazeface+facemesh-align+faceres' before the margin and the flip).
 */
export const FACE_MODEL = {
  detector: 'blazeface',
  alignment: 'facemesh-align-margin',
  descriptor: 'faceres-flip',
  antispoof: 'antispoof',
  liveness: 'liveness',
  package: '@vladmandic/human',
} as const;

/**
 * The face models of this process: one worker thread holds them (loaded once, on first use or when
 * the document-check worker starts) and analyses one image at a time; callers only await messages,
 * so the event loop that serves requests is never blocked by inference.
 */
export class FaceEngine {
  private static loading: Promise<FaceEngine> | null = null;
  private readonly pending = new Map<number, { resolve(a: FaceAnalysis): void; reject(e: Error): void }>();
  private nextId = 1;

  private constructor(
    private readonly worker: Worker,
    readonly version: string,
  ) {
    worker.on('message', (m: FaceThreadReply) => {
      if (m.kind === 'ready') return;
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.kind === 'analysis') waiting?.resolve(m.analysis);
      else waiting?.reject(new Error(m.message));
    });
    const fail = (error: Error) => {
      FaceEngine.loading = null;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the face thread stopped (exit code ${code})`)));
  }

  static get(): Promise<FaceEngine> {
    FaceEngine.loading ??= FaceEngine.start().catch((error) => {
      FaceEngine.loading = null;
      throw error;
    });
    return FaceEngine.loading;
  }

  private static start(): Promise<FaceEngine> {
    // Compiled, the thread is a .js file beside this one; under tsx or Jest it is the .ts source.
    const entry = path.join(__dirname, `face-engine.thread${path.extname(__filename)}`);
    const worker = new Worker(entry, {
      execArgv: entry.endsWith('.ts') ? ['--require', require.resolve('tsx/cjs')] : [],
    });
    return new Promise<FaceEngine>((resolve, reject) => {
      const onMessage = (m: FaceThreadReply) => {
        if (m.kind === 'ready') {
          worker.off('message', onMessage);
          worker.off('error', reject);
          // An idle thread must not keep the process alive (a CLI or a test ends when its work does).
          worker.unref();
          resolve(new FaceEngine(worker, m.version));
        } else if (m.kind === 'error') reject(new Error(`face models did not load: ${m.message}`));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  }

  /** Faces in an image (PNG/JPEG/WebP bytes), largest first; `options.age` adds the age estimate. */
  analyze(image: Buffer, options: AnalyzeOptions = {}): Promise<FaceAnalysis> {
    const id = this.nextId++;
    return new Promise<FaceAnalysis>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, image, options } satisfies FaceThreadRequest);
    });
  }
}
