import type { Tensor, Tensor4D } from '@tensorflow/tfjs-core';
import type { Human } from '@vladmandic/human';
import { alignmentPoints, alignmentTransform, type MeshPoint } from './face-alignment';
import { humanModelsDir } from './model-files';

type Tf = Human['tf'];
type GraphModel = Awaited<ReturnType<Tf['loadGraphModel']>>;

export interface FaceDescription {
  /** faceres's 1024-value descriptor of the aligned face. */
  descriptor: number[];
  /** faceres's age estimate, years. */
  age: number;
}

/**
 * faceres (from @vladmandic/human's own models) run on the aligned face (face-alignment.ts) instead
 * of Human's detector crop: the face is warped from the image onto the five-point template at the
 * model's input size (224 px), values 0–255 as Human feeds it. One model run gives the descriptor and
 * the age. Runs in the face thread only.
 */
export class FaceDescriber {
  private constructor(
    private readonly tf: Tf,
    private readonly model: GraphModel,
    private readonly size: number,
  ) {}

  static async load(tf: Tf): Promise<FaceDescriber> {
    const model = await tf.loadGraphModel(`file://${humanModelsDir}/faceres.json`);
    const size = model.inputs[0].shape?.[1] ?? 224;
    return new FaceDescriber(tf, model, size);
  }

  /** `image`: the [height, width, 3] tensor the mesh was found on; `mesh`: that face's mesh in its pixels. */
  async describe(image: Tensor, mesh: readonly MeshPoint[]): Promise<FaceDescription> {
    const { tf, size } = this;
    const transform = alignmentTransform(alignmentPoints(mesh), size);
    const outputs: Tensor[] = tf.tidy(() => {
      const batch = tf.expandDims(tf.cast(image, 'float32'), 0) as Tensor4D;
      const face = tf.image.transform(batch, tf.tensor2d([transform], [1, 8]), 'bilinear', 'nearest', 0, [
        size,
        size,
      ]);
      return this.model.execute(face) as Tensor[];
    });
    try {
      const descriptor = outputs.find((t) => t.shape[1] === 1024);
      const ages = outputs.find((t) => t.shape[1] === 100);
      if (!descriptor || !ages) throw new Error('faceres gave no descriptor or age');
      return { descriptor: Array.from(await descriptor.data()), age: decodeAge(await ages.data()) };
    } finally {
      tf.dispose(outputs);
    }
  }
}

/** Human's own reading of faceres's 100 age classes (src/face/faceres.ts), kept identical. */
function decodeAge(all: ArrayLike<number>): number {
  let index = 0;
  for (let i = 1; i < all.length; i++) if (all[i] > all[index]) index = i;
  const below = all[index - 1] ?? 0;
  const above = all[index + 1] ?? 0;
  return Math.round(below > above ? 10 * index - 100 * below : 10 * index + 100 * above) / 10;
}
