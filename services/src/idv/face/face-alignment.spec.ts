import { alignmentPoints, alignmentTransform, type MeshPoint } from './face-alignment';

// The template's five points on a 224 px face (ArcFace's 112 px template, doubled).
const TEMPLATE_224 = [
  [76.5892, 103.3926],
  [147.0636, 103.0028],
  [112.0504, 143.4732],
  [83.0986, 184.731],
  [141.4598, 184.4082],
];

/** Where the transform sends a point of the aligned face in the image. */
const toImage = (t: number[], [x, y]: number[]) => [t[0] * x + t[1] * y + t[2], t[3] * x + t[4] * y + t[5]];

describe('face alignment on five mesh points', () => {
  it('finds the rotation, scale and shift that put a tilted face upright on the template', () => {
    // A face in the image: the template turned by 30°, scaled by 1.7 and moved to (400, 250).
    const angle = Math.PI / 6;
    const [cos, sin] = [1.7 * Math.cos(angle), 1.7 * Math.sin(angle)];
    const inImage = TEMPLATE_224.map(([x, y]) => [cos * x - sin * y + 400, sin * x + cos * y + 250] as const);
    const transform = alignmentTransform(inImage, 224);
    TEMPLATE_224.forEach((p, i) => {
      const [x, y] = toImage(transform, p);
      expect(x).toBeCloseTo(inImage[i][0], 3);
      expect(y).toBeCloseTo(inImage[i][1], 3);
    });
  });

  it('with a margin, puts the template inside the square so the same face fills less of it', () => {
    const inImage = TEMPLATE_224.map(([x, y]) => [x + 100, y + 50] as const);
    const tight = alignmentTransform(inImage, 224);
    const loose = alignmentTransform(inImage, 224, 0.1);
    // The same image distance spans 1.2 times the aligned pixels: the image is seen from further away.
    expect(loose[0]).toBeCloseTo(tight[0] * 1.2, 6);
    // The template's centre stays at the square's centre (the margin is the same on every edge).
    const centre = [112, 112];
    const [tx, ty] = toImage(tight, centre);
    const [lx, ly] = toImage(loose, centre);
    expect(lx).toBeCloseTo(tx, 3);
    expect(ly).toBeCloseTo(ty, 3);
  });

  it('reads eye centres, nose tip and mouth corners from the mesh in picture order, whichever side the mesh calls left', () => {
    const mesh: MeshPoint[] = Array.from({ length: 468 }, () => [0, 0, 0]);
    mesh[33] = [300, 100, 0];
    mesh[133] = [280, 100, 0]; // one eye's corners: centre (290, 100)
    mesh[362] = [220, 102, 0];
    mesh[263] = [200, 102, 0]; // the other's: centre (210, 102)
    mesh[1] = [250, 140, 0];
    mesh[61] = [280, 180, 0];
    mesh[291] = [220, 180, 0];
    expect(alignmentPoints(mesh)).toEqual([
      [210, 102],
      [290, 100],
      [250, 140],
      [220, 180],
      [280, 180],
    ]);
  });
});
