// Runner: tsx. From the repo root, after `npm run build -w console`:
//   npx tsx scripts/bench/capture-face-guide.ts
// The capture page's on-device selfie guidance (console/src/features/capture/face) in headless Chromium,
// from the built console as the server serves it: the detector chunk's size, the time to load it with
// its models and wasm, the time to examine one selfie, and what it says about the deepface photos next
// to what the server's rules say (services/src/idv/face/face-examination.ts on the same photos), with
// three selfies the server refuses (no face, two faces, a tiny face) added to the set.
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { launchChromium } from '../../test/browser/browser';
import sharp from 'sharp';
import { FaceEngine } from '../../services/src/idv/face/face-engine';
import { examineSelfie } from '../../services/src/idv/face/face-examination';

const DIST = path.resolve(__dirname, '..', '..', 'console', 'dist');
const FACES = path.join(
  process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data'),
  'faces',
  'deepface',
);
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.bin': 'application/octet-stream',
  '.jpg': 'image/jpeg',
};

/** Selfies the server refuses (as in test/api/idv-face.e2e-spec.ts): no face, two faces, a tiny face. */
async function refusedSelfies(dir: string): Promise<string[]> {
  const half = (name: string) => sharp(path.join(FACES, name)).resize(500, 600, { fit: 'cover' }).toBuffer();
  await sharp({ create: { width: 800, height: 800, channels: 3, background: '#8a8a8a' } })
    .jpeg()
    .toFile(path.join(dir, 'x-blank.jpg'));
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#ffffff' } })
    .composite([
      { input: await half('img20.jpg'), left: 0, top: 0 },
      { input: await half('img8.jpg'), left: 500, top: 0 },
    ])
    .jpeg()
    .toFile(path.join(dir, 'x-two-faces.jpg'));
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b0b0b0' } })
    .composite([
      { input: await sharp(path.join(FACES, 'img21.jpg')).resize(150).toBuffer(), left: 700, top: 500 },
    ])
    .jpeg()
    .toFile(path.join(dir, 'x-tiny.jpg'));
  return ['x-blank.jpg', 'x-two-faces.jpg', 'x-tiny.jpg'];
}

function serve(extra: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const name = path.basename(url.pathname);
    const file = url.pathname.startsWith('/faces/')
      ? path.join(name.startsWith('x-') ? extra : FACES, name)
      : path.join(DIST, path.normalize(url.pathname));
    if (url.pathname === '/') {
      res.setHeader('Content-Type', 'text/html');
      return res.end('<!doctype html><title>bench</title>');
    }
    if (![DIST, FACES, extra].some((dir) => file.startsWith(dir))) return res.writeHead(404).end();
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const quantile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);

async function main(): Promise<void> {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const chunk = manifest['src/features/capture/face/deviceFaceCheck.ts'].file as string;
  const size = (f: string) => fs.statSync(path.join(DIST, f)).size;
  console.log(
    `detector chunk ${chunk}: ${(size(chunk) / 1024).toFixed(0)} KB raw, ${(size(`${chunk}.br`) / 1024).toFixed(0)} KB brotli`,
  );
  const photos = fs
    .readdirSync(FACES)
    .filter((f) => f.endsWith('.jpg'))
    .sort();

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'face-guide-bench-'));
  const extra = path.join(profile, 'selfies');
  fs.mkdirSync(extra);
  photos.push(...(await refusedSelfies(extra)));
  const server = await serve(extra);
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await launchChromium(path.join(profile, 'chromium'));
  try {
    const page = await browser.newPage();
    await page.goto(base);
    const result = await page.evaluate(
      async (chunkUrl: string, names: string[]) => {
        const started = performance.now();
        const module = await import(chunkUrl);
        const check = await module.loadDeviceFaceCheck();
        const loadMs = performance.now() - started;
        const runs: { name: string; ms: number; issue: string | null }[] = [];
        for (const name of names) {
          const blob = await (await fetch(`/faces/${name}`)).blob();
          const t0 = performance.now();
          const issue = await check.examine(blob);
          runs.push({ name, ms: performance.now() - t0, issue });
        }
        return { loadMs, runs };
      },
      `${base}/${chunk}`,
      photos,
    );
    const times = result.runs.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `load (chunk, models, wasm, backend init) ${Math.round(result.loadMs)} ms; examine one selfie (${times.length} photos): ` +
        `median ${quantile(times, 0.5)} ms, p95 ${quantile(times, 0.95)} ms`,
    );

    // The server's rules on the same photos: where the device and the server disagree.
    const engine = await FaceEngine.get();
    let agree = 0;
    const differ: string[] = [];
    for (const run of result.runs) {
      const bytes = fs.readFileSync(path.join(run.name.startsWith('x-') ? extra : FACES, run.name));
      const server = await examineSelfie(bytes, await engine.analyze(bytes));
      const serverIssue = server.usable ? null : server.issue;
      if (serverIssue === run.issue) agree++;
      else differ.push(`${run.name}: device ${run.issue ?? 'usable'}, server ${serverIssue ?? 'usable'}`);
    }
    console.log(
      `device and server agree on ${agree} of ${result.runs.length} photos (the deepface set and 3 refused selfies: ` +
        `${result.runs
          .filter((r) => r.name.startsWith('x-'))
          .map((r) => `${r.name} → ${r.issue}`)
          .join(', ')})`,
    );
    for (const line of differ) console.log(`  ${line}`);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
    server.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
