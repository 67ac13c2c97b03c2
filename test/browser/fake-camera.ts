import * as fs from 'node:fs';
import sharp, { type SharpOptions } from 'sharp';

/**
 * A camera for headless Chromium: a Y4M video (one frame, which Chromium's fake capture device loops)
 * made from a picture, and the flags that make getUserMedia open it without asking.
 */
export function fakeCameraFlags(videoFile: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

/**
 * A webcam and a shared window for headless Chromium: the camera opens `videoFile`, and screen sharing
 * picks, without asking, the tab titled `sharedTabTitle`. --use-fake-ui-for-media-stream is left out:
 * with it, Chromium 156 answers getDisplayMedia with its fake screen (a test pattern) instead of the
 * tab, so the tests grant the camera permission to the console's origin instead.
 */
export function fakeCameraAndScreenFlags(videoFile: string, sharedTabTitle: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
    `--auto-select-tab-capture-source-by-title=${sharedTabTitle}`,
    // The shared tab sits behind the console: it must keep painting, or its capture has no frames.
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    // Chromium waits this long (1 s by default) for the page's "stay on the console" once sharing
    // starts, then switches to the shared tab anyway. A loaded test machine took longer than 1 s once
    // (the console read "hidden" in a full run); Chromium's own conditional-focus tests lengthen the
    // wait the same way. A page that does not ask still loses the front at once, so a test of the
    // console's request stays one.
    '--conditional-focus-window-ms=30000',
  ];
}

/** Writes `picture` (a file, an encoded image, or sharp's input options) as a `width`×`height` Y4M video, cropped to fill. */
export async function writeY4m(
  file: string,
  picture: string | Buffer | SharpOptions,
  width = 640,
  height = 480,
): Promise<void> {
  const { data } = await (
    typeof picture === 'string' || Buffer.isBuffer(picture) ? sharp(picture) : sharp(picture)
  )
    .rotate()
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), i420(data, width, height)]));
}

/** RGB (8 bits each) → I420: full-resolution Y, then U and V averaged over 2×2 pixels (BT.601, video range). */
function i420(rgb: Buffer, width: number, height: number): Buffer {
  const cw = width >> 1;
  const ch = height >> 1;
  const out = Buffer.alloc(width * height + 2 * cw * ch);
  const at = (x: number, y: number) => (y * width + x) * 3;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = at(x, y);
      out[y * width + x] = Math.round(16 + 0.257 * rgb[i] + 0.504 * rgb[i + 1] + 0.098 * rgb[i + 2]);
    }
  const u = width * height;
  const v = u + cw * ch;
  for (let y = 0; y < ch; y++)
    for (let x = 0; x < cw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const i = at(2 * x + dx, 2 * y + dy);
        r += rgb[i] / 4;
        g += rgb[i + 1] / 4;
        b += rgb[i + 2] / 4;
      }
      out[u + y * cw + x] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      out[v + y * cw + x] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  return out;
}
