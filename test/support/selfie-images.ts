import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { FACES_DIR } from './remote-idv';

/** A portrait of the shared deepface set (read from ../shared/data, never copied into the repository). */
export const facePhoto = (name: string): Buffer => fs.readFileSync(path.join(FACES_DIR, name));

/**
 * The three selfies the face checks must refuse, each with what the applicant is told to fix: a plain
 * grey frame (no face), two people side by side (img20 and img8), and one face far too small in a
 * large frame (img21 at 150 px wide).
 */
export async function unusableSelfies(): Promise<{ blank: Buffer; two: Buffer; tiny: Buffer }> {
  const blank = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#8a8a8a' } })
    .jpeg()
    .toBuffer();
  const half = (name: string) => sharp(facePhoto(name)).resize(500, 600, { fit: 'cover' }).toBuffer();
  const two = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await half('img20.jpg'), left: 0, top: 0 },
      { input: await half('img8.jpg'), left: 500, top: 0 },
    ])
    .jpeg()
    .toBuffer();
  const tiny = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b0b0b0' } })
    .composite([{ input: await sharp(facePhoto('img21.jpg')).resize(150).toBuffer(), left: 700, top: 500 }])
    .jpeg()
    .toBuffer();
  return { blank, two, tiny };
}
