/**
 * PDF417 decoding of the barcode on the back of an ID card, in-process with zxing-wasm (ZXing-C++
 * compiled to WebAssembly) and sharp for the image pixels.
 *
 * zxing-wasm fetches its .wasm from the jsDelivr CDN unless told otherwise. We hand it the binary
 * shipped in node_modules (`wasmBinary`, its documented Node.js option) and point `locateFile` at
 * the same local file, so nothing is ever downloaded. The package publishes a CommonJS build
 * (`zxing-wasm/reader` -> dist/cjs), which is what Jest/SWC and the Nest build load.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes, type ReaderOptions, type ReadResult } from 'zxing-wasm/reader';

export interface Pdf417DecodeResult {
  /** Raw barcode bytes: what the AAMVA parser expects (control characters included). */
  bytes: Uint8Array;
  /** The same bytes as latin1 text, for logging and storage. */
  text: string;
  width: number;
  height: number;
}

export class Pdf417DecodeError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'Pdf417DecodeError';
  }
}

const READER_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  // Phone photos of cards are skewed, rotated and unevenly lit: favour accuracy over speed.
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
};

let moduleReady: Promise<unknown> | null = null;

/** Absolute path of the reader .wasm inside node_modules (resolved through the package exports). */
export function localZxingWasmPath(): string {
  return require.resolve('zxing-wasm/reader/zxing_reader.wasm');
}

/**
 * Instantiates the wasm module once per process (per Jest test file, since each file has its own
 * module registry). Safe to call repeatedly; every decode awaits it.
 */
export function initPdf417Decoder(): Promise<unknown> {
  if (moduleReady) return moduleReady;
  const wasmPath = localZxingWasmPath();
  const file = readFileSync(wasmPath);
  const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  moduleReady = prepareZXingModule({
    overrides: { wasmBinary, locateFile: (path: string) => (path.endsWith('.wasm') ? wasmPath : path) },
    fireImmediately: true,
  }).catch((error: unknown) => {
    moduleReady = null;
    throw new Pdf417DecodeError('cannot instantiate the zxing-wasm module', { cause: error });
  });
  return moduleReady;
}

/**
 * Decodes the first PDF417 symbol in a PNG/JPEG/WebP image buffer.
 * Returns null when the image holds no readable PDF417; throws Pdf417DecodeError when the buffer is
 * not an image.
 */
export async function decodePdf417(image: Buffer | Uint8Array): Promise<Pdf417DecodeResult | null> {
  await initPdf417Decoder();
  const pixels = await toRgba(image);
  const results = await readBarcodes(pixels, READER_OPTIONS);
  const hit = results.find((result: ReadResult) => result.isValid && result.format === 'PDF417');
  if (!hit) return null;
  const bytes = Uint8Array.from(hit.bytes);
  return { bytes, text: Buffer.from(bytes).toString('latin1'), width: pixels.width, height: pixels.height };
}

async function toRgba(
  image: Buffer | Uint8Array,
): Promise<{ data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number; colorSpace: 'srgb' }> {
  try {
    // rotate() applies the EXIF orientation of phone photos before reading the pixels.
    const { data, info } = await sharp(image)
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      // sharp's output buffer is never a SharedArrayBuffer.
      data: new Uint8ClampedArray(data.buffer as ArrayBuffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
      // zxing-wasm takes an ImageData; where the DOM types are loaded (the browser tests) that type
      // also names the colour space. sharp's raw output is sRGB.
      colorSpace: 'srgb',
    };
  } catch (error) {
    throw new Pdf417DecodeError('the ID back image cannot be read as PNG/JPEG/WebP', { cause: error });
  }
}
