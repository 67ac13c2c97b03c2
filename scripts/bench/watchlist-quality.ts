// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/watchlist-quality.ts`
// (env SHARED_DATA_DIR overrides where the OFAC/UN files are read from).
//
// Builds a labelled set from the real OFAC SDN and UN lists with a seeded PRNG (nothing is
// committed as data): listed individuals written as people really write them (typos,
// transliteration swaps, swapped order, missing middle names, diacritics, strong aliases, and
// combinations) and real-looking unlisted people from faker's per-country name lists, checked
// not to be on the lists. Prints recall and false-positive rate at the default threshold, name
// only and with DOB + country qualifiers, plus a threshold sweep.
import { DEFAULT_THRESHOLD, ScreeningEngine } from '../../services/src/watchlist/engine/screening-engine';
import type { WatchlistResult } from '../../services/src/watchlist/engine/watchlist-result';
import { listedQueries, loadLists, unlistedQueries, type LabelledQuery } from './watchlist-bench-data';

const SEED = 20240101;
const PER_VARIANT = Number(process.env.PER_VARIANT ?? 60);
const UNLISTED = Number(process.env.UNLISTED ?? 600);

interface Outcome {
  item: LabelledQuery;
  /** Best score of the expected entry (listed) or of any entry (unlisted). */
  score: number;
  result: WatchlistResult;
}

function screenAll(engine: ScreeningEngine, items: LabelledQuery[], withQualifiers: boolean): Outcome[] {
  return items.map((item) => {
    const query = withQualifiers ? item.query : { fullName: item.query.fullName };
    const result = engine.screen(query);
    const score = item.listed
      ? (result.matches.find((m) => m.entryId === item.entryId)?.score ?? 0)
      : (result.matches[0]?.score ?? 0);
    return { item, score, result };
  });
}

function rate(outcomes: Outcome[], threshold: number): number {
  return outcomes.length ? outcomes.filter((o) => o.score >= threshold).length / outcomes.length : 0;
}

function report(label: string, listed: Outcome[], unlisted: Outcome[], threshold: number): void {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.log(`\n== ${label} (threshold ${threshold})`);
  console.log(
    `recall of listed people (right entry ≥ threshold): ${rate(listed, threshold).toFixed(3)}  (${listed.length} queries)`,
  );
  console.log(
    `false-positive rate on unlisted names:            ${pct(rate(unlisted, threshold))}  (${unlisted.length} queries)`,
  );
  const kinds = [...new Set(listed.map((o) => o.item.variant))];
  for (const k of kinds) {
    const sub = listed.filter((o) => o.item.variant === k);
    console.log(`  recall ${String(k).padEnd(16)} ${rate(sub, threshold).toFixed(3)}  (${sub.length})`);
  }
}

function sweep(listed: Outcome[], unlisted: Outcome[]): void {
  console.log('\nthreshold  recall  FP-rate   (name + DOB + country)');
  for (let t = 0.8; t <= 0.96 + 1e-9; t += 0.02) {
    console.log(
      `  ${t.toFixed(2)}     ${rate(listed, t).toFixed(3)}   ${(rate(unlisted, t) * 100).toFixed(1)} %`,
    );
  }
}

function showFailures(label: string, outcomes: Outcome[], keep: (o: Outcome) => boolean): void {
  const bad = outcomes.filter(keep).slice(0, Number(process.env.SHOW ?? 8));
  if (!bad.length) return;
  console.log(`\n${label}:`);
  for (const o of bad) {
    const top = o.result.matches[0];
    console.log(
      `  ${o.item.query.fullName} [${o.item.variant ?? 'unlisted'}] score ${o.score.toFixed(3)} top: ${top ? `${top.matchedName} ${top.score}` : '-'}`,
    );
  }
}

function main(): void {
  const lists = loadLists();
  const entries = lists.flatMap((l) => l.entries);
  const engine = new ScreeningEngine(entries, { listVersions: lists.map((l) => l.version) });
  const listed = listedQueries(entries, PER_VARIANT, SEED);
  const unlisted = unlistedQueries(entries, UNLISTED, SEED + 1);
  console.log(
    `lists: ${lists.map((l) => `${l.version.source} ${l.version.counts.entries} entries`).join(', ')}; ${engine.indexedNameCount} searchable names`,
  );
  const nameOnly = [screenAll(engine, listed, false), screenAll(engine, unlisted, false)] as const;
  const qualified = [screenAll(engine, listed, true), screenAll(engine, unlisted, true)] as const;
  report('name only', ...nameOnly, DEFAULT_THRESHOLD);
  report('name + date of birth + country', ...qualified, DEFAULT_THRESHOLD);
  sweep(...qualified);
  showFailures('missed listed (name + DOB + country)', qualified[0], (o) => o.score < DEFAULT_THRESHOLD);
  showFailures('false positives (name + DOB + country)', qualified[1], (o) => o.score >= DEFAULT_THRESHOLD);
  showFailures('false positives (name only)', nameOnly[1], (o) => o.score >= DEFAULT_THRESHOLD);
}

main();
