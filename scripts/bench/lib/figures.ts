/**
 * The figures, gathered across benchmarks (scripts/bench/performance.ts runs them all and
 * prints every figure beside its target at the end). Each benchmark still prints its own lines; when
 * BENCH_FIGURES names a file, `figure()` also appends one JSON line there.
 */
import * as fs from 'node:fs';

export interface Figure {
  /** What was measured, e.g. "page 1, 50 connections". */
  name: string;
  /** The figure as printed, e.g. "1,234 req/s, p95 31 ms". */
  value: string;
  /** The target as the issue words it; '' when the figure has none. */
  target: string;
  met?: boolean;
}

export function figure(f: Figure): void {
  const file = process.env.BENCH_FIGURES;
  if (file) fs.appendFileSync(file, `${JSON.stringify(f)}\n`);
}

export function readFigures(file: string): Figure[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}

export const verdict = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'NOT MET');
