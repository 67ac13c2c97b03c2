import type { Tensor, Tensor4D } from '@tensorflow/tfjs-core';
import type { Human } from '@vladmandic/human';
import { alignmentPoints, alignmentTransform, type MeshPoint } from './face-alignment';

type Tf = Human['tf'];
type GraphModel = Awaited<ReturnType<Tf['loadGraphModel']>>;

export interface FaceDescription {
  /** faceres's descriptor of the aligned face and of its mirror image, each of unit length, summed. */
  descriptor: number[];
}

/**
 * Room around the five-point template, a fraction of its side on each edge: faceres then sees the
 * forehead, chin and cheeks as on the crops it was trained on. Chosen by ROC on the hard evaluation set
 * (test/face-eval, docs/idv.md), not on the held-out check.
 */
export const ALIGNMENT_MARGIN = 0.1;

/**
 * faceres (from @vladmandic/human's own models) run on the aligned face (face-alignment.ts) instead
 * of Human's detector crop: the face is warped from the image onto the five-point template at the
 * model's input size (224 px), values 0–255 as Human feeds it. The aligned face and its mirror image
 * are described in one batch and their unit descriptors summed: a face turned or lit from one side
 * then reads closer to the same face turned the other way (test-time flip averaging). Its age output
 * is not used here: on the tight aligned face it reads older than on Human's looser crop, which the
 * age check keeps (face-models.ts). Runs in the face thread only.
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
    const transform = alignmentTransform(alignmentPoints(mesh), size, ALIGNMENT_MARGIN);
    const descriptor = tf.tidy(() => {
      const batch = tf.expandDims(tf.cast(image, 'float32'), 0) as Tensor4D;
      const face = tf.image.transform(batch, tf.tensor2d([transform], [1, 8]), 'bilinear', 'nearest', 0, [
        size,
        size,
      ]);
      const outputs = this.model.execute(tf.concat([face, tf.reverse(face, 2)])) as Tensor[];
      const both = outputs.find((t) => t.shape[1] === 1024);
      if (!both) throw new Error('faceres gave no descriptor');
      return tf.sum(tf.div(both, tf.norm(both, 'euclidean', 1, true)), 0);
    });
    try {
      return { descriptor: Array.from(await descriptor.data()) };
    } finally {
      tf.dispose(descriptor);
    }
  }
}
