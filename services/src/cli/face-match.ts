// Calibration of the selfie match: `npm run face-match -- --pairs PAIRS.csv --dir DIR [--json] [--pass P --fail F]`.
// PAIRS.csv has the columns file_x, file_y and either Decision (Yes = same person, No = different people)
// or same (1 / 0); file_x is read as the ID's portrait (largest face), file_y as the selfie (the quality
// rules apply), through the same compareFaces as the IDV check. Prints each pair with its outcome at the
// thresholds in force (an automatic match at or above `pass`, no match below `fail`, review between),
// a summary, and the lowest threshold with no false match.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { FaceEngine } from '../idv/face/face-engine';
import type { FaceAnalysis } from '../idv/face/face-types';
import { examineSelfie, ExaminedFace, findPortrait, SelfieExamination } from '../idv/face/face-examination';
import { compareFaces } from '../idv/face/face-match';
import { faceSettings, type FaceMatchBand } from '../idv/face/face-settings';
import { matchDecision } from '../idv/face/face-similarity';
import { translateIfKnown } from '../shared/i18n/translate';

/** What the IDV check does with a pair: pass on its own, ask a person, fail on its own, or no usable face. */
export type PairDecision = 'match' | 'review' | 'no_match' | 'unusable';

export interface PairResult {
  file_x: string;
  file_y: string;
  same_person: boolean;
  similarity: number | null;
  /** True only for an automatic pass. */
  match: boolean;
  decision: PairDecision;
  reason?: string;
}

export interface FaceMatchReport {
  /** The automatic pass threshold (the one threshold of earlier versions). */
  threshold: number;
  thresholds: FaceMatchBand;
  pairs: PairResult[];
  accuracy: number;
  false_matches: number;
  false_non_matches: number;
  /** The lowest threshold at which no different-person pair matches (null: no such pair scored). */
  threshold_for_no_false_match: number | null;
}

const PAIR_DECISION = { MATCH: 'match', REVIEW: 'review', NO_MATCH: 'no_match' } as const;

/** The IDV check's reading of the pair (matchDecision), in the command's lower-case words. */
export function pairDecision(similarity: number | null, band: FaceMatchBand): PairDecision {
  return similarity === null ? 'unusable' : PAIR_DECISION[matchDecision(similarity, band)];
}

/** Same person or not, from a Decision (Yes/No) or a same (1/0) column; null when the row says neither. */
function samePerson(row: Record<string, string>): boolean | null {
  const value = (row.Decision ?? row.decision ?? row.same ?? '').trim().toLowerCase();
  return ['yes', '1'].includes(value) ? true : ['no', '0'].includes(value) ? false : null;
}

export async function runFaceMatch(
  pairsCsv: string,
  dir: string,
  thresholds: FaceMatchBand,
  engine: FaceEngine,
): Promise<FaceMatchReport> {
  const rows = parse(readFileSync(pairsCsv), { columns: true, skip_empty_lines: true, trim: true }) as Record<
    string,
    string
  >[];
  // Each file is analysed once, as a portrait when it is a file_x and as a selfie when it is a file_y.
  const analyses = new Map<string, Promise<{ bytes: Buffer; analysis: FaceAnalysis }>>();
  const analysed = (file: string) => {
    if (!analyses.has(file)) {
      const bytes = readFileSync(resolve(dir, file));
      analyses.set(
        file,
        engine.analyze(bytes).then((analysis) => ({ bytes, analysis })),
      );
    }
    return analyses.get(file)!;
  };
  const portraits = new Map<string, Promise<ExaminedFace | null>>();
  const selfies = new Map<string, Promise<SelfieExamination>>();
  const portrait = (file: string) =>
    memo(portraits, file, async () => {
      const a = await analysed(file);
      return findPortrait(a.bytes, a.analysis);
    });
  const selfie = (file: string) =>
    memo(selfies, file, async () => {
      const a = await analysed(file);
      return examineSelfie(a.bytes, a.analysis);
    });
  const pairs: PairResult[] = [];
  for (const row of rows) {
    const same = samePerson(row);
    if (!row.file_x || !row.file_y || same === null)
      throw new Error(`row ${pairs.length + 2}: needs file_x, file_y and Decision Yes/No (or same 1/0)`);
    const result = compareFaces(await portrait(row.file_x), await selfie(row.file_y), thresholds.pass);
    const decision = pairDecision(result.similarity, thresholds);
    pairs.push({
      file_x: row.file_x,
      file_y: row.file_y,
      same_person: same,
      similarity: result.similarity,
      match: decision === 'match',
      decision,
      ...(result.similarity === null
        ? { reason: translateIfKnown('en', `faceIssue.${result.reason}`, String(result.reason)) }
        : {}),
    });
  }
  const falseMatches = pairs.filter((p) => p.match && !p.same_person).length;
  const falseNonMatches = pairs.filter((p) => !p.match && p.same_person).length;
  const different = pairs.filter((p) => !p.same_person && p.similarity !== null).map((p) => p.similarity!);
  return {
    threshold: thresholds.pass,
    thresholds,
    pairs,
    accuracy: pairs.length
      ? Math.round(((pairs.length - falseMatches - falseNonMatches) / pairs.length) * 1000) / 1000
      : 0,
    false_matches: falseMatches,
    false_non_matches: falseNonMatches,
    threshold_for_no_false_match: different.length
      ? Math.round((Math.max(...different) + 0.001) * 1000) / 1000
      : null,
  };
}

/** The thresholds from the options, each defaulting to the setting in force. */
function thresholdsFrom(pass: string | undefined, fail: string | undefined): FaceMatchBand {
  const settings = faceSettings().match;
  const read = (name: string, value: string | undefined, fallback: number) => {
    const number = value === undefined ? fallback : Number(value);
    if (!Number.isFinite(number) || number < 0 || number > 1)
      throw new Error(`--${name} must be a number from 0 to 1`);
    return number;
  };
  const thresholds = { pass: read('pass', pass, settings.pass), fail: read('fail', fail, settings.fail) };
  if (thresholds.fail > thresholds.pass) throw new Error('--fail must not be above --pass');
  return thresholds;
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string' },
      dir: { type: 'string' },
      json: { type: 'boolean', default: false },
      pass: { type: 'string' },
      fail: { type: 'string' },
    },
  });
  if (!values.pairs || !values.dir) {
    console.error(
      'usage: npm run face-match -- --pairs PAIRS.csv --dir DIR [--json] [--pass 0.69 --fail 0.44]',
    );
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const report = await runFaceMatch(
    resolve(base, values.pairs),
    resolve(base, values.dir),
    thresholdsFrom(values.pass, values.fail),
    await FaceEngine.get(),
  );
  if (values.json) {
    const { threshold_for_no_false_match, ...rest } = report;
    const pairs = rest.pairs.map(({ file_x, file_y, similarity, match, decision, reason }) => ({
      file_x,
      file_y,
      similarity,
      match,
      decision,
      ...(reason ? { reason } : {}),
    }));
    console.log(JSON.stringify({ ...rest, pairs, threshold_for_no_false_match }));
    return;
  }
  for (const p of report.pairs) {
    const score = p.similarity === null ? '  —  ' : p.similarity.toFixed(3);
    console.log(
      `${p.file_x}\t${p.file_y}\t${score}\t${p.decision}\t(${p.same_person ? 'Yes' : 'No'})${p.reason ? `\t${p.reason}` : ''}`,
    );
  }
  const count = (decision: PairDecision) => report.pairs.filter((p) => p.decision === decision).length;
  console.log(
    `\n${report.pairs.length} pairs at pass ${report.thresholds.pass} / fail ${report.thresholds.fail}: ` +
      `${count('match')} match, ${count('review')} review, ${count('no_match')} no match, ${count('unusable')} unusable; ` +
      `accuracy ${report.accuracy}, false matches ${report.false_matches}, false non-matches ${report.false_non_matches}`,
  );
  console.log(
    `lowest threshold with no false match: ${report.threshold_for_no_false_match ?? 'n/a (no different-person pair scored)'}`,
  );
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`face-match: ${(error as Error).message}`);
    process.exit(1);
  });
}
