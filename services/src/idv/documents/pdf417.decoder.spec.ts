import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { parseAamva } from './aamva.parser';
import { decodePdf417, initPdf417Decoder, localZxingWasmPath, Pdf417DecodeError } from './pdf417.decoder';

// Reference images live outside the repo (../shared/data from the repo root) and are never copied in.
const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? resolve(__dirname, '../../../..', '../shared/data');
const IMAGE_DIR = join(SHARED_DATA_DIR, 'aamva', 'images');
const PAYLOAD_DIR = join(SHARED_DATA_DIR, 'aamva', 'payloads');

// SOURCES.md: each image was encoded from the payload with the same base name and decodes back byte-for-byte.
const IMAGES = readdirSync(IMAGE_DIR)
  .filter((file) => file.endsWith('.pdf417.png'))
  .sort();
const payloadFor = (image: string) => readFileSync(join(PAYLOAD_DIR, image.replace('.pdf417.png', '.txt')));

describe('decodePdf417', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const timings: string[] = [];

  beforeAll(async () => {
    // One wasm instantiation for the whole file; every decode below reuses it.
    await initPdf417Decoder();
  });

  afterAll(() => {
    console.info(`PDF417 decode times: ${timings.join(', ')}`);
    fetchSpy.mockRestore();
  });

  it('loads the wasm from node_modules, never from the network', () => {
    expect(localZxingWasmPath()).toContain(`${sep}node_modules${sep}zxing-wasm${sep}`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('finds the four reference images', () => {
    expect(IMAGES).toEqual([
      'aamva_std_v10_example.pdf417.png',
      'idparser_GA_v3_sample.pdf417.png',
      'idparser_PE_v9_canada.pdf417.png',
      'idparser_TN_v6_idcard.pdf417.png',
    ]);
  });

  it.each(IMAGES)('%s decodes to its payload byte for byte', async (image) => {
    const started = performance.now();
    const result = await decodePdf417(readFileSync(join(IMAGE_DIR, image)));
    timings.push(`${image} ${(performance.now() - started).toFixed(0)} ms`);
    expect(result).not.toBeNull();
    expect(Buffer.from(result!.bytes).equals(payloadFor(image))).toBe(true);
    expect(parseAamva(result!.bytes)).toEqual(parseAamva(payloadFor(image)));
  });

  it('reads a rotated JPEG of the barcode (photo-like input)', async () => {
    const image = IMAGES[0];
    const jpeg = await sharp(readFileSync(join(IMAGE_DIR, image)))
      .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
      .rotate(90)
      .jpeg({ quality: 85 })
      .toBuffer();
    const result = await decodePdf417(jpeg);
    expect(result && Buffer.from(result.bytes).equals(payloadFor(image))).toBe(true);
  });

  it('returns null for an image without a barcode', async () => {
    const blank = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(decodePdf417(blank)).resolves.toBeNull();
  });

  it('throws Pdf417DecodeError for a buffer that is not an image', async () => {
    await expect(decodePdf417(Buffer.from('not an image'))).rejects.toThrow(Pdf417DecodeError);
  });

  it('made no network request while decoding', () => {
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
