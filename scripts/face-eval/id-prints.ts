// Runner: tsx. From the repo root: `npx tsx scripts/face-eval/id-prints.ts <cache-dir> [--all]`.
// Turns each photo of the hard evaluation set (test/face-eval/<person>/<nn>.jpg) into what the printed photo on
// an ID card looks like when the card is photographed by a phone, and writes it to
// <cache-dir>/prints/<person>/<nn>.jpg (never into the repo), plus <cache-dir>/id-pairs.csv:
//   file_x  the ID print, relative to <cache-dir> (prints/<person>/<nn>.jpg)
//   file_y  a photo of the set, relative to test/face-eval (as in pairs.csv)
//   same    1 or 0
// Each person's print of photo A (their first photo; with --all, every photo in turn) is paired with all of
// their other photos (same) and with DIFFERENT_PER_PRINT photos of other people drawn with a seed (different).
//
// The print, with every parameter seeded from the file name so that each run gives identical bytes:
// head-and-shoulders crop (the 3:4 box of test/face-eval/heads.csv, set by hand for each person's first photo;
// for a photo without one, a 3:4 window placed by sharp's attention strategy, then tightened towards the
// top), downscaled to 120–160 px wide (the printed portrait's resolution) and back up ×3, reduced contrast,
// a warm or cool colour cast, a slight blur, on a pale card with a thin border (most prints), a small tilt
// of the phone, and JPEG at quality 35–55.
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { listPhotos, mulberry32, seedOf, type Photo } from './lib';

const SET = path.resolve(__dirname, '..', '..', 'test', 'face-eval');
const DIFFERENT_PER_PRINT = 20;

export interface PrintParams {
  width: number;
  zoom: number;
  contrast: number;
  brightness: number;
  cast: 'warm' | 'cool';
  castStrength: number;
  blur: number;
  card: boolean;
  cardTint: [number, number, number];
  border: number;
  tilt: number;
  quality: number;
}

/** Every parameter of one file's print, from its name alone. */
export function printParams(file: string): PrintParams {
  const r = mulberry32(seedOf(`id-print:${file}`));
  const between = (lo: number, hi: number) => lo + r() * (hi - lo);
  const width = 120 + Math.floor(r() * 41);
  const zoom = between(0.72, 0.88);
  const contrast = between(0.72, 0.88);
  const brightness = between(-6, 14);
  const cast = r() < 0.5 ? 'warm' : 'cool';
  const castStrength = between(0.04, 0.1);
  const blur = between(0.6, 1.3);
  const card = r() < 0.75;
  const base = 232 + Math.floor(r() * 16);
  const cardTint: [number, number, number] = [
    base + Math.floor(between(-4, 4)),
    base + Math.floor(between(-4, 4)),
    base + Math.floor(between(-8, 2)),
  ];
  const border = 1 + Math.floor(r() * 3);
  const tilt = between(-3, 3);
  const quality = 35 + Math.floor(r() * 21);
  return {
    width,
    zoom,
    contrast,
    brightness,
    cast,
    castStrength,
    blur,
    card,
    cardTint,
    border,
    tilt,
    quality,
  };
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** test/face-eval/heads.csv: file,left,top,width,height, the head-and-shoulders box of a photo. */
export function readHeads(dir: string): Map<string, Box> {
  const heads = new Map<string, Box>();
  const csv = path.join(dir, 'heads.csv');
  if (!fs.existsSync(csv)) return heads;
  for (const line of fs.readFileSync(csv, 'utf8').trim().split('\n').slice(1)) {
    const [file, left, top, width, height] = line.split(',');
    heads.set(file, { left: +left, top: +top, width: +width, height: +height });
  }
  return heads;
}

/** The ID print of one portrait (head: its head-and-shoulders box, when known). */
export async function idPrint(input: Buffer, file: string, headBox?: Box): Promise<Buffer> {
  const p = printParams(file);
  const oriented = await sharp(input).rotate().removeAlpha().toColourspace('srgb').toBuffer();
  const head = headBox
    ? await sharp(oriented).extract(headBox).toBuffer()
    : await attentionHead(oriented, p.zoom);
  return printFrom(head, p);
}

/** Head and shoulders without a box: the largest 3:4 window that attention (skin tones, saturation, edges)
 * prefers, tightened around its upper middle, where the head sits in such a frame. */
async function attentionHead(oriented: Buffer, zoom: number): Promise<Buffer> {
  const meta = await sharp(oriented).metadata();
  const W = meta.width ?? 1;
  const H = meta.height ?? 1;
  const winW = Math.min(W, Math.floor((H * 3) / 4));
  const winH = Math.min(H, Math.floor((winW * 4) / 3));
  const window = await sharp(oriented)
    .resize(winW, winH, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer();
  const cropW = Math.max(8, Math.floor(winW * zoom));
  const cropH = Math.max(8, Math.floor(winH * zoom));
  const left = Math.floor((winW - cropW) / 2);
  const top = Math.floor((winH - cropH) * 0.3);
  return sharp(window).extract({ left, top, width: cropW, height: cropH }).toBuffer();
}

async function printFrom(head: Buffer, p: PrintParams): Promise<Buffer> {
  // The printed portrait: its few pixels, reduced contrast and a colour cast, then seen again at phone scale.
  const printW = p.width;
  const printH = Math.round((printW * 4) / 3);
  const mid = 128 * (1 - p.contrast) + p.brightness;
  const k = p.castStrength;
  const gains: [number, number, number] =
    p.cast === 'warm'
      ? [p.contrast * (1 + k), p.contrast, p.contrast * (1 - k)]
      : [p.contrast * (1 - k), p.contrast, p.contrast * (1 + k)];
  const offsets: [number, number, number] =
    p.cast === 'warm' ? [mid + 60 * k, mid, mid - 60 * k] : [mid - 60 * k, mid, mid + 60 * k];
  const small = await sharp(head).resize(printW, printH, { fit: 'fill' }).linear(gains, offsets).toBuffer();
  const up = 3;
  const photo = await sharp(small)
    .resize(printW * up, printH * up, { kernel: 'cubic' })
    .blur(p.blur)
    .toBuffer();

  let out = sharp(photo);
  if (p.card) {
    const pw = printW * up;
    const ph = printH * up;
    const b = p.border;
    const framed = await sharp(photo)
      .extend({ top: b, bottom: b, left: b, right: b, background: { r: 120, g: 120, b: 120 } })
      .toBuffer();
    const margin = Math.round(pw * 0.12);
    const [cr, cg, cb] = p.cardTint;
    out = sharp({
      create: {
        width: pw + 2 * b + 2 * margin,
        height: ph + 2 * b + 2 * margin,
        channels: 3,
        background: { r: cr, g: cg, b: cb },
      },
    }).composite([{ input: framed, left: margin, top: margin }]);
  }
  const [cr, cg, cb] = p.cardTint;
  const tilted = await sharp(await out.png().toBuffer())
    .rotate(p.tilt, { background: { r: cr - 40, g: cg - 40, b: cb - 40 } })
    .toBuffer();
  return sharp(tilted).jpeg({ quality: p.quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

function sampleOthers(photos: Photo[], print: Photo, n: number): Photo[] {
  const others = photos.filter((q) => q.person !== print.person);
  const rand = mulberry32(seedOf(`id-pairs:${print.file}`));
  const idx = others.map((_, k) => k);
  const take = Math.min(n, idx.length);
  for (let k = 0; k < take; k++) {
    const r = k + Math.floor(rand() * (idx.length - k));
    [idx[k], idx[r]] = [idx[r], idx[k]];
  }
  return idx
    .slice(0, take)
    .sort((a, b) => a - b)
    .map((k) => others[k]);
}

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const cache = args.find((a) => !a.startsWith('--'));
  if (!cache) {
    console.error('usage: npx tsx scripts/face-eval/id-prints.ts <cache-dir> [--all]');
    process.exit(2);
  }
  const root = path.resolve(cache);
  if (root === SET || root.startsWith(SET + path.sep)) {
    console.error('the cache directory must be outside test/face-eval');
    process.exit(2);
  }
  const photos = listPhotos(SET);
  const heads = readHeads(SET);
  const firstOf = new Map<string, Photo>();
  for (const q of photos) if (!firstOf.has(q.person)) firstOf.set(q.person, q);
  const printed = all ? photos : [...firstOf.values()];

  for (const q of printed) {
    const dest = path.join(root, 'prints', q.file);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, await idPrint(fs.readFileSync(path.join(SET, q.file)), q.file, heads.get(q.file)));
  }

  const rows = ['file_x,file_y,same'];
  let same = 0;
  let different = 0;
  for (const a of printed) {
    for (const q of photos) {
      if (q.person === a.person && q.file !== a.file) {
        rows.push(`prints/${a.file},${q.file},1`);
        same++;
      }
    }
    for (const q of sampleOthers(photos, a, DIFFERENT_PER_PRINT)) {
      rows.push(`prints/${a.file},${q.file},0`);
      different++;
    }
  }
  fs.writeFileSync(path.join(root, 'id-pairs.csv'), rows.join('\n') + '\n');
  console.log(
    `${printed.length} ID prints in ${path.join(root, 'prints')}; id-pairs.csv: ${same} same, ${different} different`,
  );
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
