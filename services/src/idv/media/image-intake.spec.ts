import sharp from 'sharp';
import { ValidationError } from '../../shared/domain/domain-error';
import { processUpload } from './image-intake';

const photo = (format: 'jpeg' | 'png', exif = false) => {
  const img = sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
  const withMeta = exif
    ? img.withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'X' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
    : img;
  return format === 'png' ? withMeta.png().toBuffer() : withMeta.jpeg().toBuffer();
};

describe('image intake', () => {
  it('re-encodes a JPEG without its EXIF (GPS, device) and makes a thumbnail', async () => {
    const input = await photo('jpeg', true);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processUpload(input, 40_000_000);
    expect((await sharp(out.full.data).metadata()).exif).toBeUndefined();
    expect(out.full.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(out.full).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 400 });
    expect(out.thumb).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 250 });
    expect(out.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps PNG lossless (barcode edges survive)', async () => {
    const out = await processUpload(await photo('png'), 40_000_000);
    expect(out.full.contentType).toBe('image/png');
  });

  it('decides the type by content: text named .jpg, a PDF and a GIF are refused', async () => {
    await expect(processUpload(Buffer.from('not an image at all'), 40_000_000)).rejects.toThrow(
      ValidationError,
    );
    await expect(processUpload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 40_000_000)).rejects.toThrow(
      ValidationError,
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(processUpload(gif, 40_000_000)).rejects.toThrow('JPEG, PNG or WebP');
  });

  it('refuses an image above the pixel limit before decoding it', async () => {
    await expect(processUpload(await photo('png'), 100_000)).rejects.toThrow('too many pixels');
  });
});
