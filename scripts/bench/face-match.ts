// Runner: tsx. From the repo root: `npx tsx scripts/bench/face-match.ts` (RUNS=30 face steps by default).
// 1. The deepface pairs (../shared/data/faces/deepface/master.csv) through the calibration code at the
//    shipped threshold: accuracy, false matches, false non-matches, the lowest threshold with no false match.
// 2. The whole face step of one IDV (runFaceChecks: detect on the ID front and the selfie, describe,
//    compare, anti-spoof and liveness), RUNS times on composed card fronts: median and p95.
// 3. The process's memory growth (RSS) from loading the models and running them.
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { runFaceMatch } from '../../services/src/cli/face-match';
import { runFaceChecks } from '../../services/src/idv/face/face-checks';
import { FaceEngine } from '../../services/src/idv/face/face-engine';
import { DEFAULT_FACE_SETTINGS } from '../../services/src/idv/face/face-settings';

const DIR = path.join(
  process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data'),
  'faces',
  'deepface',
);
const RUNS = Number(process.env.RUNS ?? 30);
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

async function card(portrait: Buffer): Promise<Buffer> {
  const face = await sharp(portrait).resize(260, 330, { fit: 'cover' }).toBuffer();
  return sharp({ create: { width: 1000, height: 630, channels: 3, background: '#dfe8f0' } })
    .composite([{ input: face, left: 60, top: 150 }])
    .jpeg()
    .toBuffer();
}

async function main(): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  const loadStart = performance.now();
  const engine = await FaceEngine.get();
  const rssLoaded = process.memoryUsage().rss;
  console.log(
    `models loaded in ${Math.round(performance.now() - loadStart)} ms (${engine.version}); RSS ${mb(rssBefore)} → ${mb(rssLoaded)}`,
  );

  const rssPairs0 = process.memoryUsage().rss;
  const report = await runFaceMatch(
    path.join(DIR, 'master.csv'),
    DIR,
    DEFAULT_FACE_SETTINGS.matchThreshold,
    engine,
  );
  const same = report.pairs.filter((p) => p.same_person).length;
  console.log(
    `deepface: ${report.pairs.length} pairs (${same} same person) at threshold ${report.threshold}: accuracy ${report.accuracy}, ` +
      `false matches ${report.false_matches} of ${report.pairs.length - same}, false non-matches ${report.false_non_matches} of ${same} ` +
      `(${((100 * report.false_non_matches) / same).toFixed(1)} %); lowest threshold with no false match ${report.threshold_for_no_false_match}`,
  );

  console.log(
    `RSS after the pairs ${mb(process.memoryUsage().rss)} (+${mb(process.memoryUsage().rss - rssPairs0)})`,
  );
  const files = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const front = await card(fs.readFileSync(path.join(DIR, files[i % files.length])));
    const selfie = fs.readFileSync(path.join(DIR, files[(i + 1) % files.length]));
    const started = performance.now();
    await runFaceChecks(
      { idFront: front, selfie, documentDateOfBirth: '2000-01-01', today: '2026-06-01' },
      DEFAULT_FACE_SETTINGS,
      engine,
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]);
  console.log(
    `face step of one IDV (${RUNS} runs): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(times[times.length - 1])} ms`,
  );
  console.log(
    `RSS after the runs ${mb(process.memoryUsage().rss)}: growth from the models ${mb(process.memoryUsage().rss - rssBefore)}`,
  );
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
