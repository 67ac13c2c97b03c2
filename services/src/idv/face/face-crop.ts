import sharp from 'sharp';
import type { DetectedFace } from './face-types';

export interface FaceCrop {
  /** The face with a margin, JPEG, at most CROP_SIDE px: the evidence kept (sealed) with the IDV. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** Mean grey level of the face, 0..255. */
  brightness: number;
  /** sharp's estimate (standard deviation of a Laplacian) on the face scaled to a fixed size. */
  sharpness: number;
}

const CROP_SIDE = 320;
const MEASURE_SIDE = 160;

/** The face's box grown by a quarter on every side (hair, chin, ears), kept inside the image. */
export async function cropFace(
  image: Buffer,
  box: DetectedFace['box'],
  imageWidth: number,
  imageHeight: number,
): Promise<FaceCrop> {
  const [x, y, w, h] = box;
  const left = Math.max(0, Math.round(x - w * 0.25));
  const top = Math.max(0, Math.round(y - h * 0.25));
  const width = Math.min(imageWidth - left, Math.round(w * 1.5));
  const height = Math.min(imageHeight - top, Math.round(h * 1.5));
  const region = await sharp(image).rotate().extract({ left, top, width, height }).toBuffer();
  const crop = await sharp(region)
    .resize({ width: CROP_SIDE, height: CROP_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  // Brightness and sharpness are measured on the detector's box only (no background), at one size.
  const inner = await sharp(image)
    .rotate()
    .extract({ left: x, top: y, width: w, height: h })
    .resize(MEASURE_SIDE, MEASURE_SIDE, { fit: 'fill' })
    .greyscale()
    .toBuffer();
  const stats = await sharp(inner).stats();
  return {
    jpeg: crop.data,
    width: crop.info.width,
    height: crop.info.height,
    brightness: stats.channels[0].mean,
    sharpness: stats.sharpness,
  };
}
