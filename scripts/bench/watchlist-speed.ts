// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/watchlist-speed.ts`
// (add `node --expose-gc --import tsx scripts/bench/watchlist-speed.ts` for exact heap figures;
// env SHARED_DATA_DIR overrides the data directory, RESCREEN=n changes the rescreen size).
//
// Measures, in process and engine time only: list parse time, index build time and heap,
// per-query latency (p50/p95/p99) over OFAC + UN (~34k searchable names) for a mix of listed
// variants and unlisted names, and one full rescreen of 100,000 subjects.
import { ScreeningEngine } from '../../services/src/watchlist/engine/screening-engine';
import type { ScreeningQuery } from '../../services/src/watchlist/engine/watchlist-result';
import { listedQueries, loadLists, unlistedQueries } from './watchlist-bench-data';

const RESCREEN = Number(process.env.RESCREEN ?? 100_000);
const gc = (globalThis as { gc?: () => void }).gc;

const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function latencies(engine: ScreeningEngine, queries: ScreeningQuery[]): number[] {
  for (const q of queries.slice(0, 200)) engine.screen(q); // JIT warm-up
  const out = queries.map((q) => {
    const start = process.hrtime.bigint();
    engine.screen(q);
    return ms(start);
  });
  return out.sort((a, b) => a - b);
}

function rescreen(engine: ScreeningEngine, subjects: ScreeningQuery[]): { totalMs: number; high: number } {
  let high = 0;
  const start = process.hrtime.bigint();
  for (const s of subjects) if (engine.screen(s).riskLevel === 'high') high++;
  return { totalMs: ms(start), high };
}

function main(): void {
  let start = process.hrtime.bigint();
  const lists = loadLists();
  const entries = lists.flatMap((l) => l.entries);
  console.log(`parse OFAC + UN: ${ms(start).toFixed(0)} ms, ${entries.length} entries`);
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  start = process.hrtime.bigint();
  const engine = new ScreeningEngine(entries, { listVersions: lists.map((l) => l.version) });
  console.log(`index build: ${ms(start).toFixed(0)} ms, ${engine.indexedNameCount} searchable names`);
  gc?.();
  console.log(
    `index heap: ${mb(process.memoryUsage().heapUsed - heapBefore)}${gc ? '' : ' (approximate: run with --expose-gc)'}`,
  );

  const queries = [...listedQueries(entries, 150, 7), ...unlistedQueries(entries, 1000, 8)].map(
    (q) => q.query,
  );
  const lat = latencies(engine, queries);
  const mean = lat.reduce((s, v) => s + v, 0) / lat.length;
  console.log(
    `screen latency over ${lat.length} queries: p50 ${percentile(lat, 50).toFixed(2)} ms, p95 ${percentile(lat, 95).toFixed(2)} ms, p99 ${percentile(lat, 99).toFixed(2)} ms, mean ${mean.toFixed(2)} ms, max ${lat[lat.length - 1].toFixed(2)} ms`,
  );

  const subjects = unlistedQueries(entries, RESCREEN, 99).map((q) => q.query);
  const r = rescreen(engine, subjects);
  console.log(
    `rescreen of ${RESCREEN} subjects: ${(r.totalMs / 1000).toFixed(1)} s engine time (${(r.totalMs / RESCREEN).toFixed(2)} ms/subject), ${r.high} flagged high`,
  );
  console.log(`rss: ${mb(process.memoryUsage().rss)}`);
}

main();
