import type { Tensor, Tensor4D } from '@tensorflow/tfjs-core';
import type { Human } from '@vladmandic/human';
import { alignmentPoints, alignmentTransform, type MeshPoint } from './face-alignment';

type Tf = Human['tf'];
type GraphModel = Awaited<ReturnType<Tf['loadGraphModel']>>;

export interface FaceDescription {
  /** faceres's 1024-value descriptor of the aligned face. */
  descriptor: number[];
}

/**
 * faceres (from @vladmandic/human's own models) run on the aligned face (face-alignment.ts) instead
 * of Human's detector crop: the face is warped from the image onto the five-point template at the
 * model's input size (224 px), values 0–255 as Human feeds it. Its age output is not used here: on
 * the tight aligned face it reads 3 years older on average (up to 7) than on Human's looser crop, which
 * the age check keeps (face-models.ts). Runs in the face thread only.
 */
export class FaceDescriber {
  private constructor(
    private readonly tf: Tf,
    private readonly model: GraphModel,
    private readonly size: number,
  ) {}

  /** Human's loaded faceres model (loaded once with the others, `face.description` enabled). */
  static from(human: Human): FaceDescriber {
    const model = human.models.models.faceres as GraphModel | null | undefined;
    if (!model) throw new Error('the faceres model is not loaded');
    return new FaceDescriber(human.tf, model, model.inputs[0].shape?.[1] ?? 224);
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
      if (!descriptor) throw new Error('faceres gave no descriptor');
      return { descriptor: Array.from(await descriptor.data()) };
    } finally {
      tf.dispose(outputs);
    }
  }
}
