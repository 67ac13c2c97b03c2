// Calibration of the selfie match: `npm run face-match -- --pairs PAIRS.csv --dir DIR [--json] [--threshold T]`.
// PAIRS.csv has the columns file_x, file_y, Decision (Yes = same person, No = different people);
// file_x is read as the ID's portrait (largest face), file_y as the selfie (the quality rules apply),
// through the same compareFaces as the IDV check. Prints each pair and a summary at the threshold
// in force (IDV_FACE_MATCH_THRESHOLD or its default), and the lowest threshold with no false match.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { FaceEngine } from '../idv/face/face-engine';
import type { FaceAnalysis } from '../idv/face/face-types';
import { examineSelfie, ExaminedFace, findPortrait, SelfieExamination } from '../idv/face/face-examination';
import { compareFaces } from '../idv/face/face-match';
import { faceSettings } from '../idv/face/face-settings';
import { translateIfKnown } from '../shared/i18n/translate';

export interface PairResult {
  file_x: string;
  file_y: string;
  same_person: boolean;
  similarity: number | null;
  match: boolean;
  reason?: string;
}

export interface FaceMatchReport {
  threshold: number;
  pairs: PairResult[];
  accuracy: number;
  false_matches: number;
  false_non_matches: number;
  /** The lowest threshold at which no different-person pair matches (null: no such pair scored). */
  threshold_for_no_false_match: number | null;
}

export async function runFaceMatch(
  pairsCsv: string,
  dir: string,
  threshold: number,
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
    const decision = (row.Decision ?? row.decision ?? '').trim().toLowerCase();
    if (!row.file_x || !row.file_y || !['yes', 'no'].includes(decision))
      throw new Error(`row ${pairs.length + 2}: needs file_x, file_y and Decision Yes/No`);
    const result = compareFaces(await portrait(row.file_x), await selfie(row.file_y), threshold);
    pairs.push({
      file_x: row.file_x,
      file_y: row.file_y,
      same_person: decision === 'yes',
      similarity: result.similarity,
      match: result.match,
      ...(result.similarity === null
        ? { reason: translateIfKnown('en', `faceIssue.${result.reason}`, String(result.reason)) }
        : {}),
    });
  }
  const falseMatches = pairs.filter((p) => p.match && !p.same_person).length;
  const falseNonMatches = pairs.filter((p) => !p.match && p.same_person).length;
  const different = pairs.filter((p) => !p.same_person && p.similarity !== null).map((p) => p.similarity!);
  return {
    threshold,
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
      threshold: { type: 'string' },
    },
  });
  if (!values.pairs || !values.dir) {
    console.error('usage: npm run face-match -- --pairs PAIRS.csv --dir DIR [--json] [--threshold 0.64]');
    process.exit(2);
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const threshold = values.threshold !== undefined ? Number(values.threshold) : faceSettings().matchThreshold;
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1)
    throw new Error('--threshold must be a number from 0 to 1');
  const report = await runFaceMatch(
    resolve(base, values.pairs),
    resolve(base, values.dir),
    threshold,
    await FaceEngine.get(),
  );
  if (values.json) {
    const { threshold_for_no_false_match, ...rest } = report;
    const pairs = rest.pairs.map(({ file_x, file_y, similarity, match, reason }) => ({
      file_x,
      file_y,
      similarity,
      match,
      ...(reason ? { reason } : {}),
    }));
    console.log(JSON.stringify({ ...rest, pairs, threshold_for_no_false_match }));
    return;
  }
  for (const p of report.pairs) {
    const score = p.similarity === null ? '  —  ' : p.similarity.toFixed(3);
    console.log(
      `${p.file_x}\t${p.file_y}\t${score}\t${p.match ? 'match' : 'no match'}\t(${p.same_person ? 'Yes' : 'No'})${p.reason ? `\t${p.reason}` : ''}`,
    );
  }
  console.log(
    `\n${report.pairs.length} pairs at threshold ${report.threshold}: accuracy ${report.accuracy}, ` +
      `false matches ${report.false_matches}, false non-matches ${report.false_non_matches}`,
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
