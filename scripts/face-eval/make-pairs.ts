// Runner: tsx. From the repo root: `npx tsx scripts/face-eval/make-pairs.ts`.
// Writes test/face-eval/pairs.csv (file_x,file_y,same) from the photos under test/face-eval/<person>/<nn>.jpg:
// every same-person pair and every different-person pair while there are at most MAX_DIFFERENT of them, else
// a sample of MAX_DIFFERENT drawn with a fixed seed. The output depends only on the file names, so the same
// photos always give the same file.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { listPhotos, mulberry32, seedOf } from './lib';

const DIR = path.resolve(__dirname, '..', '..', 'test', 'face-eval');
const MAX_DIFFERENT = 20000;

function main() {
  const photos = listPhotos(DIR);
  const same: string[] = [];
  const different: string[] = [];
  for (let i = 0; i < photos.length; i++) {
    for (let j = i + 1; j < photos.length; j++) {
      const row = `${photos[i].file},${photos[j].file}`;
      if (photos[i].person === photos[j].person) same.push(`${row},1`);
      else different.push(`${row},0`);
    }
  }
  let chosen = different;
  if (different.length > MAX_DIFFERENT) {
    // Partial Fisher–Yates with a seeded generator, then back into file order.
    const rand = mulberry32(seedOf('face-eval-pairs'));
    const idx = different.map((_, k) => k);
    for (let k = 0; k < MAX_DIFFERENT; k++) {
      const r = k + Math.floor(rand() * (idx.length - k));
      [idx[k], idx[r]] = [idx[r], idx[k]];
    }
    chosen = idx
      .slice(0, MAX_DIFFERENT)
      .sort((a, b) => a - b)
      .map((k) => different[k]);
  }
  const out = ['file_x,file_y,same', ...same, ...chosen].join('\n') + '\n';
  fs.writeFileSync(path.join(DIR, 'pairs.csv'), out);
  const people = new Set(photos.map((p) => p.person)).size;
  console.log(
    `${people} people, ${photos.length} photos: ${same.length} same pairs, ${chosen.length} different pairs` +
      (chosen.length < different.length ? ` (sampled from ${different.length})` : ''),
  );
}

main();
