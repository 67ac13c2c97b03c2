// Runner: tsx. From the repo root: `npx tsx scripts/bench/face-match.ts` (RUNS=30 face steps by default;
// ROC=0 skips the ROC table, which describes every face with every candidate model).
// 0. The ROC table (face-eval/roc-table.ts) on the hard evaluation set (test/face-eval) and its ID prints,
//    then the targets at the shipped thresholds on the hard set, its prints and the deepface set, through
//    the operators' command: automatic false matches, same-person pairs passed, in review, failed or unusable.
// 1. The deepface pairs (../shared/data/faces/deepface/master.csv) through the calibration code at the
//    shipped threshold: accuracy, false matches, false non-matches, the lowest threshold with no false match,
//    and the margins (lowest same-person and highest different-person similarity against the threshold).
//    Then the same pairs with each file_x printed as an ID portrait (260 × 330 on a card front, as the
//    tests compose them), the situation of a real IDV: a small, tightly framed portrait against a selfie.
// 2. The whole face step of one IDV (runFaceChecks: detect on the ID front and the selfie, describe,
//    compare, anti-spoof and liveness), RUNS times on composed card fronts: median and p95 of the wall
//    time, and of the CPU time the process spent (all threads), which other work on a shared machine
//    does not inflate.
// 3. The process's memory growth (RSS) from loading the models and running them.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { execFileSync } from 'node:child_process';
import { runFaceMatch, type FaceMatchReport } from '../../services/src/cli/face-match';
import { faceSettings } from '../../services/src/idv/face/face-settings';
import { printRocTable, type PairSet } from './face-eval/roc-table';
import { runFaceChecks } from '../../services/src/idv/face/face-checks';
import { FaceEngine } from '../../services/src/idv/face/face-engine';

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

const HARD_SET = path.resolve(__dirname, '..', '..', 'test', 'face-eval');

/** The hard set's ID prints (scripts/face-eval/id-prints.ts) in a temporary directory beside links to its photos. */
function idPrints(): PairSet {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'face-prints-'));
  execFileSync('npx', ['tsx', path.resolve(__dirname, '..', 'face-eval', 'id-prints.ts'), dir], {
    stdio: 'ignore',
  });
  for (const person of fs.readdirSync(HARD_SET, { withFileTypes: true }).filter((d) => d.isDirectory()))
    fs.symlinkSync(path.join(HARD_SET, person.name), path.join(dir, person.name));
  return { name: 'ID prints', csv: path.join(dir, 'id-pairs.csv'), dir };
}

/** The targets at the shipped thresholds: automatic outcomes of same- and different-person pairs. */
function targets(name: string, report: FaceMatchReport): void {
  const same = report.pairs.filter((p) => p.same_person);
  const different = report.pairs.filter((p) => !p.same_person);
  const share = (pairs: typeof same, test: (p: (typeof same)[number]) => boolean) =>
    `${((100 * pairs.filter(test).length) / Math.max(1, pairs.length)).toFixed(1)} %`;
  const falseMatchRate =
    different.filter((p) => p.decision === 'match').length / Math.max(1, different.length);
  console.log(
    `${name} at pass ${report.thresholds.pass} / fail ${report.thresholds.fail}: ` +
      `automatic false matches ${different.filter((p) => p.decision === 'match').length} of ${different.length} ` +
      `(${(100 * falseMatchRate).toFixed(2)} %, target ≤ 0.1 %: ${falseMatchRate <= 0.001 ? 'met' : 'NOT met'}); ` +
      `same person: passed ${share(same, (p) => p.decision === 'match')} (target ≥ 85 %), ` +
      `review ${share(same, (p) => p.decision === 'review')}, ` +
      `failed ${share(same, (p) => p.decision === 'no_match')}, unusable ${share(same, (p) => p.decision === 'unusable')} ` +
      `(failed or unusable target ≤ 3 %); different people in review ${share(different, (p) => p.decision === 'review')}`,
  );
}

function summary(name: string, report: FaceMatchReport): void {
  const same = report.pairs.filter((p) => p.same_person);
  const different = report.pairs.filter((p) => !p.same_person);
  const scores = (pairs: typeof same) => pairs.flatMap((p) => (p.similarity === null ? [] : [p.similarity]));
  const lowestSame = Math.min(...scores(same));
  const highestDifferent = Math.max(...scores(different));
  console.log(
    `${name}: ${report.pairs.length} pairs (${same.length} same person) at threshold ${report.threshold}: accuracy ${report.accuracy}, ` +
      `false matches ${report.false_matches} of ${different.length}, false non-matches ${report.false_non_matches} of ${same.length} ` +
      `(${((100 * report.false_non_matches) / same.length).toFixed(1)} %); lowest threshold with no false match ${report.threshold_for_no_false_match}; ` +
      `lowest same-person ${lowestSame.toFixed(3)} (${(lowestSame - report.threshold).toFixed(3)} from the threshold), ` +
      `highest different-person ${highestDifferent.toFixed(3)} (${(report.threshold - highestDifferent).toFixed(3)} below it)`,
  );
}

/** master.csv with every file_x replaced by a card front showing it as the portrait: [csv, dir]. */
async function asCardPortraits(): Promise<[string, string]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'face-bench-'));
  const [header, ...rows] = fs.readFileSync(path.join(DIR, 'master.csv'), 'utf8').trim().split('\n');
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.jpg'))) {
    fs.copyFileSync(path.join(DIR, file), path.join(dir, file));
    fs.writeFileSync(path.join(dir, `card-${file}`), await card(fs.readFileSync(path.join(DIR, file))));
  }
  const csv = path.join(dir, 'pairs.csv');
  fs.writeFileSync(csv, [header, ...rows.map((r) => `card-${r}`)].join('\n'));
  return [csv, dir];
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
  const thresholds = faceSettings().match;
  const hard: PairSet = { name: 'hard set', csv: path.join(HARD_SET, 'pairs.csv'), dir: HARD_SET };
  const prints = idPrints();
  const [cardPairs, cardDir] = await asCardPortraits();
  try {
    targets('hard set', await runFaceMatch(hard.csv, hard.dir, thresholds, engine));
    targets('hard set, ID prints', await runFaceMatch(prints.csv, prints.dir, thresholds, engine));
    const deepface = await runFaceMatch(path.join(DIR, 'master.csv'), DIR, thresholds, engine);
    targets('deepface (held out)', deepface);
    summary('deepface', deepface);
    const cards = await runFaceMatch(cardPairs, cardDir, thresholds, engine);
    targets('deepface, file_x as a card portrait', cards);
    summary('deepface, file_x as a card portrait', cards);
  } finally {
    fs.rmSync(cardDir, { recursive: true, force: true });
  }

  console.log(
    `RSS after the pairs ${mb(process.memoryUsage().rss)} (+${mb(process.memoryUsage().rss - rssPairs0)})`,
  );
  const files = fs
    .readdirSync(DIR)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const front = await card(fs.readFileSync(path.join(DIR, files[i % files.length])));
    const selfie = fs.readFileSync(path.join(DIR, files[(i + 1) % files.length]));
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await runFaceChecks(
      { idFront: front, selfie, documentDateOfBirth: '2000-01-01', today: '2026-06-01' },
      faceSettings(),
      engine,
    );
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const quantile = (sorted: number[], q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  const at = (q: number) => quantile(times, q);
  console.log(
    `face step of one IDV (${RUNS} runs): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(times[times.length - 1])} ms; ` +
      `CPU time median ${quantile(cpuTimes, 0.5)} ms, p95 ${quantile(cpuTimes, 0.95)} ms`,
  );
  console.log(
    `RSS after the runs ${mb(process.memoryUsage().rss)}: growth from the models ${mb(process.memoryUsage().rss - rssBefore)}`,
  );
  // Last, so the candidate models' memory is not counted as the product's.
  try {
    if (process.env.ROC !== '0') await printRocTable([hard, prints]);
  } finally {
    fs.rmSync(prints.dir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
