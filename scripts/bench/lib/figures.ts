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
  /** How far the figure is from its bound, for targets with a number (margin()). */
  margin?: Margin;
}

/** A figure's distance from its bound: a share of the bound, positive on the right side of it. */
export interface Margin {
  text: string;
  share: number;
}

/** The margin a timing target must keep (issue 37): met by less than this is met by chance. */
export const MARGIN_WANTED = 0.15;

/**
 * The figure's margin against its bound, worded as the issue asks: "12 % under 100" for a figure that
 * must stay below 100, "8 % over 5,000" for one that must reach 5,000; a negative share misses it.
 */
export function margin(measured: number, bound: number, must: 'stay under' | 'reach'): Margin {
  const share = must === 'stay under' ? (bound - measured) / bound : (measured - bound) / bound;
  const side = measured < bound ? 'under' : 'over';
  return { text: `${Math.abs(share * 100).toFixed(0)} % ${side} ${bound.toLocaleString('en-US')}`, share };
}

/** The tightest of several margins (a target with two bounds, e.g. p50 and p95). */
export function tightest(...margins: Margin[]): Margin {
  return margins.reduce((a, b) => (b.share < a.share ? b : a));
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
