/**
 * The back of a US driver's licence for a person of a test's choosing: an AAMVA payload (the
 * standard's example card, Virginia, version 10, with the holder's names, date of birth and expiry
 * put in and the subfile offsets counted again) drawn as a PDF417 barcode by zxing-wasm's writer, the
 * same library the product reads it with. The shared reference card is Michael Sample's; a test whose
 * student is someone else scans this one.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

export interface CardHolder {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** YYYY-MM-DD. */
  expiry: string;
}

const HEADER = '@\n\x1e\rANSI 636000100102';
/** MMDDYYYY, as US cards write dates. */
const usDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

/** The barcode's text: a DL subfile with the holder's elements and the example's Virginia subfile. */
export function aamvaPayload(holder: CardHolder): string {
  const elements = [
    'DAQT64235789',
    `DCS${holder.lastName.toUpperCase()}`,
    'DDEN',
    `DAC${holder.firstName.toUpperCase()}`,
    'DDFN',
    'DADNONE',
    'DDGN',
    'DCAD',
    'DCBK',
    'DCDPH',
    'DBD06062019',
    `DBB${usDate(holder.dateOfBirth)}`,
    `DBA${usDate(holder.expiry)}`,
    'DBC2',
    'DAU065 in',
    'DAYBRO',
    'DAG2300 WEST BROAD STREET',
    'DAIRICHMOND',
    'DAJVA',
    'DAK232690000  ',
    'DCF2424244747474786102204',
    'DCGUSA',
    'DCK123456789',
    'DDAF',
    'DDB06062018',
    'DDD1',
  ];
  const subfiles = [`DL${elements.join('\n')}\r`, 'ZVZVA01\r'];
  let offset = HEADER.length + 10 * subfiles.length;
  const designators = subfiles.map((body) => {
    const designator = `${body.slice(0, 2)}${String(offset).padStart(4, '0')}${String(body.length).padStart(4, '0')}`;
    offset += body.length;
    return designator;
  });
  return HEADER + designators.join('') + subfiles.join('');
}

let writerReady: Promise<unknown> | null = null;

/** zxing-wasm's writer, from the .wasm in node_modules (nothing is downloaded). */
function writer(): Promise<unknown> {
  if (!writerReady) {
    const wasmPath = require.resolve('zxing-wasm/writer/zxing_writer.wasm');
    const file = readFileSync(wasmPath);
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    writerReady = prepareZXingModule({
      overrides: { wasmBinary, locateFile: (p: string) => (p.endsWith('.wasm') ? wasmPath : p) },
      fireImmediately: true,
    });
  }
  return writerReady;
}

/** The card's back as a PNG: a light card with the barcode across it, `width` pixels wide. */
export async function idCardBack(holder: CardHolder, width = 1000): Promise<Buffer> {
  await writer();
  const written = await writeBarcode(new TextEncoder().encode(aamvaPayload(holder)), {
    format: 'PDF417',
    scale: 3,
  });
  if (!written.image) throw new Error(`PDF417 not written: ${written.error}`);
  const barcode = await sharp(Buffer.from(await written.image.arrayBuffer()))
    .resize({ width: Math.round(width * 0.86) })
    .png()
    .toBuffer();
  const { height = 0 } = await sharp(barcode).metadata();
  const cardHeight = Math.round(width * 0.63);
  return sharp({ create: { width, height: cardHeight, channels: 3, background: '#f4f6f8' } })
    .composite([
      { input: barcode, left: Math.round(width * 0.07), top: Math.round((cardHeight - height) / 2) },
    ])
    .png()
    .toBuffer();
}
