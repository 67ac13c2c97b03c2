/**
 * The ROC table of the face benchmark: every candidate descriptor, alone (with and without mirror-flip
 * averaging) and fused, on labelled pair sets; false non-match rate at 1 % and 0.1 % false matches, equal
 * error rate, milliseconds per face (both the plain and mirrored face described).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { cosineSimilarity } from '../../../services/src/idv/face/face-similarity';
import { CandidateModels, type FaceDescriptors } from './candidate-models';
import { fuseByImpostorZScore, roc } from './roc';

export interface PairSet {
  name: string;
  /** A CSV of file_x, file_y, same (1/0), paths relative to `dir`. */
  csv: string;
  dir: string;
}

interface Pair {
  x: string;
  y: string;
  same: boolean;
}

/** Fused combinations worth printing: the product's model with each other, weights by reliability. */
const FUSIONS: { ids: string[]; weights: number[] }[] = [
  { ids: ['faceres', 'resnet-34'], weights: [2, 1] },
  { ids: ['faceres', 'faceres-deep'], weights: [2, 1] },
  { ids: ['faceres', 'faceres-deep', 'resnet-34'], weights: [2, 1, 1] },
];

export function readPairs(csv: string): Pair[] {
  const [header, ...lines] = fs.readFileSync(csv, 'utf8').trim().split('\n');
  const columns = header.split(',');
  const [ix, iy, is] = ['file_x', 'file_y', 'same'].map((c) => columns.indexOf(c));
  return lines.map((line) => {
    const cells = line.split(',');
    return { x: cells[ix], y: cells[iy], same: cells[is] === '1' };
  });
}

const pct = (v: number) => `${(100 * v).toFixed(1)} %`.padStart(7);

export async function printRocTable(sets: PairSet[]): Promise<void> {
  const models = await CandidateModels.load();
  const timing: Record<string, number> = {};
  const described = new Map<string, FaceDescriptors>();
  for (const set of sets) {
    for (const { x, y } of readPairs(set.csv))
      for (const file of [x, y]) {
        const full = path.resolve(set.dir, file);
        if (!described.has(full)) described.set(full, await models.describe(full, timing));
      }
  }
  const faces = [...described.values()].filter(Boolean).length;
  console.log(`\nROC of every descriptor (${faces} faces described; ms per face = plain and mirrored):`);
  console.log(
    `${'model'.padEnd(50)}${'set'.padEnd(14)}${'FNMR@1%FM'.padStart(10)}${'FNMR@0.1%FM'.padStart(12)}${'EER'.padStart(8)}  ms/face`,
  );
  for (const set of sets) {
    const pairs = readPairs(set.csv).flatMap((p) => {
      const a = described.get(path.resolve(set.dir, p.x));
      const b = described.get(path.resolve(set.dir, p.y));
      return a && b ? [{ ...p, a, b }] : [];
    });
    const isGenuine = pairs.map((p) => p.same);
    const scoresOf = (id: string, flip: boolean) =>
      pairs.map(({ a, b }) => cosineSimilarity(vector(a![id], flip), vector(b![id], flip)));
    const row = (name: string, scores: number[], ms: string) => {
      const r = roc(
        scores.filter((_, i) => isGenuine[i]),
        scores.filter((_, i) => !isGenuine[i]),
      );
      console.log(
        `${name.padEnd(50)}${set.name.padEnd(14)}${pct(r.fnmrAt1).padStart(10)}${pct(r.fnmrAt01).padStart(12)}${pct(r.eer).padStart(8)}  ${ms}`,
      );
    };
    for (const model of models.models) {
      const ms = String(Math.round(timing[model.id] / faces));
      row(`${model.id}, no flip`, scoresOf(model.id, false), ms);
      row(`${model.id}, flip-averaged`, scoresOf(model.id, true), ms);
    }
    for (const { ids, weights } of FUSIONS) {
      const fused = fuseByImpostorZScore(
        ids.map((id, i) => ({ scores: scoresOf(id, true), weight: weights[i] })),
        isGenuine,
      );
      const ms = String(Math.round(ids.reduce((s, id) => s + timing[id], 0) / faces));
      row(`fused ${ids.map((id, i) => `${weights[i]}×${id}`).join(' + ')}`, fused, ms);
    }
    console.log(
      `  (${set.name}: ${isGenuine.filter(Boolean).length} same-person and ${isGenuine.filter((g) => !g).length} different-person pairs with a face in both)`,
    );
  }
}

/** The plain descriptor, or the sum of the plain and mirrored ones (both of unit length). */
function vector([plain, mirrored]: [number[], number[]], flip: boolean): number[] {
  return flip ? plain.map((v, i) => v + mirrored[i]) : plain;
}
