import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ValidationError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';

export interface EncodedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  full: EncodedImage;
  thumb: EncodedImage;
  /** SHA-256 of the stored full image (recorded in the upload event). */
  sha256: string;
  sourceFormat: string;
}

const ACCEPTED = ['jpeg', 'png', 'webp'];
const FULL_EDGE = 3000;
const THUMB_EDGE = 400;

/**
 * Decodes an upload and re-encodes it. The type is decided by the decoded content, never by the
 * name or the declared type; the pixel limit stops decompression bombs before decoding; re-encoding
 * drops EXIF (GPS position, device serials) and anything hidden after the image data. PNG stays PNG
 * (lossless, so a PDF417 barcode keeps its edges); other formats become JPEG.
 */
export async function processUpload(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Header only: nothing is decoded until the pixel count is known to be acceptable.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = meta.format;
  if (!format || !ACCEPTED.includes(format)) throw unsupported();
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) throw tooLarge();
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const base = () => sharp(input, { limitInputPixels: maxPixels }).rotate();
    const fullPipe = base().resize(FULL_EDGE, FULL_EDGE, { fit: 'inside', withoutEnlargement: true });
    const full = await (
      format === 'png' ? fullPipe.png() : fullPipe.jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      full: {
        data: full.data,
        contentType: format === 'png' ? 'image/png' : 'image/jpeg',
        width: full.info.width,
        height: full.info.height,
      },
      thumb: {
        data: thumb.data,
        contentType: 'image/jpeg',
        width: thumb.info.width,
        height: thumb.info.height,
      },
      sha256: createHash('sha256').update(full.data).digest('hex'),
      sourceFormat: format,
    };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw tooLarge();
    throw unsupported();
  }
}

function unsupported(): ValidationError {
  return new ValidationError([{ field: 'file', message: localized('error.imageType') }]);
}

function tooLarge(): ValidationError {
  return new ValidationError([{ field: 'file', message: localized('error.imagePixels') }]);
}
