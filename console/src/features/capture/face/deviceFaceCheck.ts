import { Human, type Config } from '@vladmandic/human';
import { FACE_DETECTOR, meanGrey, selfieIssue, type SelfieIssue } from './selfieRules';

/**
 * Human in the browser with only what the guidance needs: the blazeface detector and the face mesh
 * (for the head's rotation), on tfjs's WebAssembly backend, models and wasm from our own origin
 * (console/faceAssets.ts). Loaded by a dynamic import once the page is usable, never in the capture
 * entry bundle (console/size-budget.json). Nothing leaves the device: the photo is read from the
 * file the applicant chose, or the frame from the live preview (issue 30), and only the upload that
 * follows sends a photo.
 */
const CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: __FACE_ASSETS__,
  modelBasePath: __FACE_ASSETS__,
  // The HTTP cache keeps the hashed files for a year; no second copy in IndexedDB.
  cacheModels: false,
  debug: false,
  async: true,
  warmup: 'none',
  cacheSensitivity: 0,
  filter: { enabled: false } as Config['filter'],
  face: {
    enabled: true,
    detector: { ...FACE_DETECTOR },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  } as Config['face'],
  body: { enabled: false } as Config['body'],
  hand: { enabled: false } as Config['hand'],
  object: { enabled: false } as Config['object'],
  gesture: { enabled: false },
  segmentation: { enabled: false } as Config['segmentation'],
};

// The server scales the selfie to 800 px before detection (services/src/idv/face/face-models.ts).
const MAX_SIDE = 800;
const MEASURE_SIDE = 160;

export interface DeviceFaceCheck {
  /** The first thing to fix in the photo, or null when it looks usable to this device. */
  examine(photo: Blob): Promise<SelfieIssue | null>;
  /**
   * The same for the frame a playing video shows now (the live preview, issue 30), or undefined when
   * it has no frame yet. Examinations run one at a time; the caller paces them (liveGuide.ts).
   */
  examineFrame(video: HTMLVideoElement): Promise<SelfieIssue | null | undefined>;
}

export async function loadDeviceFaceCheck(): Promise<DeviceFaceCheck> {
  const human = new Human(CONFIG);
  try {
    await human.load();
  } catch {
    // No WebAssembly (an old browser, a policy that forbids it): tfjs's plain JavaScript backend.
    await human.tf.setBackend('cpu');
    await human.load({ backend: 'cpu' });
  }
  // One detector, one examination at a time, whether of a chosen photo or of a preview frame.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
  // The preview's frames are drawn on one canvas, reused from frame to frame.
  const frameCanvas = document.createElement('canvas');
  return {
    examine: (photo) => serial(() => examinePhoto(human, photo)),
    examineFrame: (video) =>
      serial(async () => {
        const { videoWidth: width, videoHeight: height } = video;
        if (video.readyState < video.HAVE_CURRENT_DATA || !width || !height) return undefined;
        return examine(human, video, width, height, frameCanvas);
      }),
  };
}

async function examinePhoto(human: Human, photo: Blob): Promise<SelfieIssue | null> {
  // createImageBitmap applies the photo's EXIF orientation, as the server's sharp().rotate() does.
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    return await examine(human, bitmap, bitmap.width, bitmap.height, document.createElement('canvas'));
  } finally {
    bitmap.close();
  }
}

/** The picture (a photo or a video frame, `width`×`height`) scaled to at most 800 px, then the rules. */
async function examine(
  human: Human,
  picture: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
): Promise<SelfieIssue | null> {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  const result = await human.detect(canvas);
  const deg = (radians: number | undefined) => Math.round(((radians ?? 0) * 180) / Math.PI);
  // Boxes back in the photo's own pixels, as the server measures them.
  const faces = result.face.map((f) => ({
    box: f.box.map((v) => v / scale) as [number, number, number, number],
    yaw: deg(f.rotation?.angle.yaw),
    pitch: deg(f.rotation?.angle.pitch),
  }));
  const largest = [...result.face].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  return selfieIssue(faces, width, height, largest ? faceBrightness(canvas, largest.box) : null);
}

/** Mean grey of the face box scaled to 160 px, as the server measures it (face-crop.ts). */
function faceBrightness(source: HTMLCanvasElement, [x, y, w, h]: readonly number[]): number | null {
  if (w < 1 || h < 1) return null;
  const canvas = document.createElement('canvas');
  canvas.width = MEASURE_SIDE;
  canvas.height = MEASURE_SIDE;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(source, x, y, w, h, 0, 0, MEASURE_SIDE, MEASURE_SIDE);
  return meanGrey(context.getImageData(0, 0, MEASURE_SIDE, MEASURE_SIDE).data);
}
