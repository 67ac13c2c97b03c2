/**
 * Face alignment before describing, pure (no tensors): five points from Human's face mesh are mapped
 * onto the standard five-point face template (ArcFace's 112 px template: eye centres, nose tip, mouth
 * corners) by the best similarity transform (rotation, uniform scale, shift). The descriptor then sees
 * every face upright, at one scale and one place, whatever the photo's framing, tilt or size: the ID
 * portrait (small, tightly framed on the card) and the selfie (large, loose) become comparable.
 *
 * Measured on the deepface pairs (docs/idv.md, "Selfie match and liveness"): without alignment the
 * descriptor saw Human's detector crop (box × 1.4, only turned when tilted more than 11°), and a portrait
 * put on a card as on an ID lost most of the separation (9 of 38 same-person pairs missed and one false
 * match at 0.64); aligned, the same pairs keep it.
 */

/** Face mesh indices (MediaPipe's 468-point mesh): eye corners, nose tip, mouth corners. */
const MESH = {
  eyeA: [33, 133],
  eyeB: [362, 263],
  noseTip: 1,
  mouthA: 61,
  mouthB: 291,
} as const;

/**
 * ArcFace's five-point template on a 112 × 112 face, in image order (left eye, right eye, nose tip,
 * left and right mouth corner as seen in the picture). Used as it is, scaled to the model's input:
 * not tuned on our photos.
 */
const TEMPLATE_112: readonly (readonly [number, number])[] = [
  [38.2946, 51.6963],
  [73.5318, 51.5014],
  [56.0252, 71.7366],
  [41.5493, 92.3655],
  [70.7299, 92.2041],
];

type Point = readonly [number, number];
/** A mesh point as Human gives it: x, y in pixels (then z). */
export type MeshPoint = readonly [number, number, ...unknown[]];

/** The five alignment points of one face from its mesh (pixel coordinates), in template order. */
export function alignmentPoints(mesh: readonly MeshPoint[]): Point[] {
  const at = (i: number): Point => [mesh[i][0], mesh[i][1]];
  const middle = ([i, j]: readonly number[]): Point => [
    (mesh[i][0] + mesh[j][0]) / 2,
    (mesh[i][1] + mesh[j][1]) / 2,
  ];
  const byX = (a: Point, b: Point): [Point, Point] => (a[0] <= b[0] ? [a, b] : [b, a]);
  const eyes = byX(middle(MESH.eyeA), middle(MESH.eyeB));
  const mouth = byX(at(MESH.mouthA), at(MESH.mouthB));
  return [eyes[0], eyes[1], at(MESH.noseTip), mouth[0], mouth[1]];
}

/**
 * The projective transform (tfjs `image.transform` form [a0, a1, a2, b0, b1, b2, c0, c1]) that maps
 * each pixel of a `size` × `size` aligned face to its place in the image: the least-squares similarity
 * from the template's points to the face's points. `margin` (a fraction of the template's side on each
 * edge) shrinks the template inside the square, so the face keeps some forehead, chin and cheeks.
 */
export function alignmentTransform(points: readonly Point[], size: number, margin = 0): number[] {
  const inner = size / (1 + 2 * margin);
  const offset = inner * margin;
  const template = TEMPLATE_112.map(([x, y]): Point => [
    (x * inner) / 112 + offset,
    (y * inner) / 112 + offset,
  ]);
  const n = template.length;
  const mean = (pts: readonly Point[], k: 0 | 1) => pts.reduce((s, p) => s + p[k], 0) / n;
  const [tx, ty, px, py] = [mean(template, 0), mean(template, 1), mean(points, 0), mean(points, 1)];
  let a = 0;
  let b = 0;
  let norm = 0;
  for (let i = 0; i < n; i++) {
    const x = template[i][0] - tx;
    const y = template[i][1] - ty;
    const X = points[i][0] - px;
    const Y = points[i][1] - py;
    a += x * X + y * Y;
    b += x * Y - y * X;
    norm += x * x + y * y;
  }
  a /= norm;
  b /= norm;
  // image = [a -b; b a] · aligned + shift
  return [a, -b, px - (a * tx - b * ty), b, a, py - (b * tx + a * ty), 0, 0];
}
