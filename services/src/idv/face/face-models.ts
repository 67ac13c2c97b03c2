import sharp from 'sharp';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import { FaceDescriber, type FaceDescription } from './face-descriptor';
import type { AnalyzeOptions, DetectedFace, FaceAnalysis } from './face-types';
import { FACE_DETECTOR } from './selfie-rules';
import { humanModelsDir, humanNodeWasmPath, registerFileModelLoader, tfjsWasmDir } from './model-files';

// Larger inputs are scaled down first: the detector works at 256 px and the descriptor at 224, so
// more pixels only cost time and memory.
const MAX_SIDE = 800;

const CONFIG: Partial<Config> = {
  backend: 'wasm',
  debug: false,
  async: false,
  warmup: 'none',
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { ...FACE_DETECTOR },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: false },
    // Loads faceres. Human's own run of it (on its detector crop, the framing its age head was read on
    // before) is asked for per image only when the age is wanted (AnalyzeOptions); the descriptor
    // compared is faceres on the mesh-aligned face (face-descriptor.ts).
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
    liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
  } as Config['face'],
  body: { enabled: false } as Config['body'],
  hand: { enabled: false } as Config['hand'],
  object: { enabled: false } as Config['object'],
  gesture: { enabled: false },
  segmentation: { enabled: false } as Config['segmentation'],
};

/**
 * Human on tfjs's wasm backend, configured as the product runs it, its models read from the package;
 * `face` switches parts of the face pipeline on or off (the benchmark's candidate descriptors need
 * only the detector and the mesh).
 */
export function createHuman(face: Partial<Config['face']> = {}): Human {
  registerFileModelLoader();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const lib = require(humanNodeWasmPath) as { Human: new (config: Partial<Config>) => Human };
  return new lib.Human({
    ...CONFIG,
    face: { ...CONFIG.face, ...face } as Config['face'],
    wasmPath: `${tfjsWasmDir}/`,
    modelBasePath: `file://${humanModelsDir}/`,
  });
}

/**
 * Human on tfjs's wasm backend with the models read from the package. Runs inside the face thread
 * (face-engine.thread.ts): inference is synchronous CPU work and must not hold an event loop that
 * serves requests or renews job locks. Calls are serialised because Human keeps state.
 */
export class FaceModels {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly human: Human,
    private readonly describer: FaceDescriber,
    readonly version: string,
  ) {}

  static async load(): Promise<FaceModels> {
    const human = createHuman();
    await human.load();
    return new FaceModels(human, FaceDescriber.from(human), human.version);
  }

  /** Faces in an image (PNG/JPEG/WebP bytes), largest first. */
  analyze(image: Buffer, options: AnalyzeOptions = {}): Promise<FaceAnalysis> {
    const run = this.queue.then(() => this.detect(image, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async detect(image: Buffer, options: AnalyzeOptions): Promise<FaceAnalysis> {
    const rotated = await sharp(image).rotate().metadata();
    const { data, info } = await sharp(image)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = this.human.tf.tensor3d(
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      [info.height, info.width, 3],
      'int32',
    );
    try {
      // Human keeps a config passed to detect(), so the choice is made again on every call.
      const result = await this.human.detect(tensor, {
        face: { description: { enabled: options.age === true } },
      } as Partial<Config>);
      // EXIF orientations 5-8 swap width and height.
      const swapped = (rotated.orientation ?? 1) >= 5;
      const width = swapped ? rotated.height! : rotated.width!;
      const height = swapped ? rotated.width! : rotated.height!;
      const scale = width / info.width;
      const faces: DetectedFace[] = [];
      for (const face of result.face)
        faces.push(toDetected(face, await this.describer.describe(tensor, face.mesh), scale, width, height));
      faces.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
      return { width, height, faces };
    } finally {
      this.human.tf.dispose(tensor);
    }
  }
}

function toDetected(
  face: FaceResult,
  description: FaceDescription,
  scale: number,
  width: number,
  height: number,
): DetectedFace {
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const deg = (radians: number) => Math.round((radians * 180) / Math.PI);
  return {
    box: clampBox(
      face.box.map((v) => v * scale),
      width,
      height,
    ),
    score: face.score,
    descriptor: description.descriptor,
    age: typeof face.age === 'number' ? face.age : null,
    real: typeof face.real === 'number' ? face.real : null,
    live: typeof face.live === 'number' ? face.live : null,
    yaw: deg(angle.yaw),
    pitch: deg(angle.pitch),
    roll: deg(angle.roll),
  };
}

/** The detector's box can reach past the edges; crops need it inside the image. */
function clampBox([x, y, w, h]: number[], width: number, height: number): DetectedFace['box'] {
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const right = Math.min(width, Math.round(x + w));
  const bottom = Math.min(height, Math.round(y + h));
  return [left, top, Math.max(1, right - left), Math.max(1, bottom - top)];
}
