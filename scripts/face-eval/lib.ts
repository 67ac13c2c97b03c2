// Shared by the face-eval scripts: the photo listing and a small seeded generator, so that every output is
// a function of the file names alone.
import * as fs from 'node:fs';
import * as path from 'node:path';

export { mulberry32 } from '../lib/seeded-random';

export interface Photo {
  /** `<person>/<nn>.jpg`, relative to test/face-eval. */
  file: string;
  person: string;
}

/** The photos under dir, `<person>/<nn>.jpg`, sorted by person then file. */
export function listPhotos(dir: string): Photo[] {
  const photos: Photo[] = [];
  for (const person of fs.readdirSync(dir).sort()) {
    const sub = path.join(dir, person);
    if (!fs.statSync(sub).isDirectory()) continue;
    for (const name of fs.readdirSync(sub).sort()) {
      if (/^\d+\.jpg$/.test(name)) photos.push({ file: `${person}/${name}`, person });
    }
  }
  return photos;
}

/** 32-bit FNV-1a hash of a string: the seed for anything derived from a file name. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
