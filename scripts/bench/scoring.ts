/**
 * Per-row Node CPU cost of an applicant import, one stage at a time, on one core: generates 200,000
 * varied applicants, then measures validateApplicantRow, prepareApplicant (the two blind indexes),
 * scoreApplicant and protectSsn, and prints rows/s for each stage and for all four together.
 * Before that it prints the heap and RSS added by loading the scoring modules (and the validator,
 * which shares them), measured on a fresh process before anything else is loaded.
 *
 * Run: npx tsx scripts/bench/scoring.ts   (env ROWS, default 200000; ROUNDS, default 3: each stage is
 * timed ROUNDS times and the best round is printed with the median). For steadier memory figures run
 * with the GC exposed: NODE_OPTIONS=--expose-gc npx tsx scripts/bench/scoring.ts
 *
 * The import target is 1,000,000 rows at >= 25,000 rows/s on 2 cores including parsing and DB writes,
 * so these stages together must be well above 100,000 rows/s on one core.
 */
import type {
  ApplicantCsvRow,
  NormalisedApplicant,
} from '../../services/src/applicant-import/rows/validate-applicant-row';
import type { TenantSsnHistory } from '../../services/src/scoring/score-applicant';

const ROWS = Number(process.env.ROWS ?? 200_000);
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const CITIES = [
  ['Denver', 'CO', '80204', '303'],
  ['Boston', 'MA', '02134', '617'],
  ['Austin', 'TX', '78701', '512'],
  ['Chicago', 'IL', '60601', '312'],
  ['Seattle', 'WA', '98101', '206'],
] as const;
const DOMAINS = ['gmail.com', 'yahoo.com', 'colostate.edu', 'mailinator.com', 'brightlinelogistics.com'];

function generateRow(i: number): ApplicantCsvRow {
  const [city, state, zip, area] = CITIES[i % CITIES.length];
  const serial = String(1000 + (i % 9000));
  return {
    external_id: `S-${i}`,
    first_name: 'Avery',
    last_name: `Lopez${String.fromCharCode(97 + (i % 26))}`,
    email: `student${i}@${DOMAINS[i % DOMAINS.length]}`,
    phone: i % 10 === 0 ? '' : `(${area}) 555-01${String(i % 100).padStart(2, '0')}`,
    date_of_birth: `${1990 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
    ssn: i % 7 === 0 ? '' : `${String(100 + (i % 600)).padStart(3, '0')}-${String(10 + (i % 89))}-${serial}`,
    address: i % 11 === 0 ? 'PO Box 12' : `${i % 9000} Main St`,
    city,
    state,
    zip: i % 13 === 0 ? '10001' : zip,
    country_code: 'US',
  };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory(): { heap: number; rss: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, rss: usage.rss };
}

function printMemory(label: string, base: { heap: number; rss: number }): void {
  const now = memory();
  console.log(
    `memory ${label}: heap ${mb(now.heap)} (+${mb(now.heap - base.heap)}), rss ${mb(now.rss)} (+${mb(now.rss - base.rss)})`,
  );
}

/**
 * Times `stage` over `count` rows ROUNDS times; prints the best and median round by wall clock and by
 * this process's CPU time (user + system), which is steadier when other work shares the machine.
 * Returns the best CPU-time rate.
 */
function measure(label: string, count: number, stage: () => void): number {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    stage();
    wall.push(count / (Number(process.hrtime.bigint() - start) / 1e9));
    const used = process.cpuUsage(cpuStart);
    cpu.push(count / ((used.user + used.system) / 1e6));
  }
  const bestAndMedian = (rates: number[]) => {
    const sorted = [...rates].sort((a, b) => b - a);
    return [sorted[0], sorted[Math.floor(sorted.length / 2)]];
  };
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(9);
  const [wallBest, wallMedian] = bestAndMedian(wall);
  const [cpuBest, cpuMedian] = bestAndMedian(cpu);
  console.log(
    `${label.padEnd(18)} wall best ${fmt(wallBest)} median ${fmt(wallMedian)} rows/s | cpu best ${fmt(cpuBest)} median ${fmt(cpuMedian)} rows/s (${(1e6 / cpuBest).toFixed(2)} µs/row; ${ROUNDS} x ${count} rows)`,
  );
  return cpuBest;
}

async function main(): Promise<void> {
  const gcNote = (globalThis as { gc?: () => void }).gc ? 'after gc' : 'no --expose-gc, so approximate';
  console.log(`memory figures ${gcNote}`);
  const base = memory();
  const { validateApplicantRow } =
    await import('../../services/src/applicant-import/rows/validate-applicant-row');
  const { EMPTY_TENANT_SSN_HISTORY, scoreApplicant } =
    await import('../../services/src/scoring/score-applicant');
  printMemory('after loading scoring + validator', base);
  // Lazily built tables (if any) are built on first use, so measure once more after one full row.
  const first = validateApplicantRow(generateRow(1), 2, { today: '2026-06-15' });
  if (first.ok) scoreApplicant(first.applicant, EMPTY_TENANT_SSN_HISTORY, { asOf: '2026-06-15' });
  printMemory('after scoring one row', base);

  const { DataKeys } = await import('../../services/src/shared/crypto/data-keys');
  const { protectSsn } = await import('../../services/src/shared/crypto/ssn-protector');
  const { prepareApplicant } = await import('../../services/src/applicant-import/run-import/build-chunk');
  const keys = new DataKeys(Buffer.alloc(32, 7));
  const companyId = 42;

  const historyFor = (i: number): TenantSsnHistory =>
    i % 50 === 0
      ? { ...EMPTY_TENANT_SSN_HISTORY, sameSsnOtherNames: 1, sameSsnOtherIdentities: 1 }
      : EMPTY_TENANT_SSN_HISTORY;

  const rows = Array.from({ length: ROWS }, (_, i) => generateRow(i));
  let applicants: NormalisedApplicant[] = [];
  const perRow: number[] = [];
  perRow.push(
    measure('validate', rows.length, () => {
      applicants = [];
      for (let i = 0; i < rows.length; i++) {
        const result = validateApplicantRow(rows[i], i + 2, { today: '2026-06-15' });
        if (result.ok) applicants.push(result.applicant);
      }
    }),
  );
  let indexes = 0;
  let ssnIndexes: (string | null)[] = [];
  perRow.push(
    measure('prepare (indexes)', applicants.length, () => {
      ssnIndexes = [];
      for (let i = 0; i < applicants.length; i++) {
        const prepared = prepareApplicant(keys, companyId, applicants[i]);
        ssnIndexes.push(prepared.ssnIndex);
        if (prepared.ssnIndex) indexes++;
      }
    }),
  );
  let levels: Record<string, number> = {};
  perRow.push(
    measure('score', applicants.length, () => {
      levels = {};
      for (let i = 0; i < applicants.length; i++) {
        const scored = scoreApplicant(applicants[i], historyFor(i), { asOf: '2026-06-15' });
        levels[scored.overallRiskLevel] = (levels[scored.overallRiskLevel] ?? 0) + 1;
      }
    }),
  );
  let cipherChars = 0;
  perRow.push(
    measure('protectSsn', applicants.length, () => {
      // Per applicant row, as in build-chunk: rows without an SSN cost nothing here.
      for (let i = 0; i < applicants.length; i++) {
        const ssn = applicants[i].ssn;
        if (ssn) cipherChars += protectSsn(keys, companyId, ssn).cipher.length;
      }
    }),
  );
  // Not in the total: what protectSsn costs when given the index prepareApplicant already computed
  // (its optional fourth argument), as build-chunk can do.
  measure('  with its index', applicants.length, () => {
    for (let i = 0; i < applicants.length; i++) {
      const ssn = applicants[i].ssn;
      if (ssn) cipherChars += protectSsn(keys, companyId, ssn, ssnIndexes[i] ?? undefined).cipher.length;
    }
  });
  const together = 1 / perRow.reduce((sum, best) => sum + 1 / best, 0);
  console.log(
    `${'all four'.padEnd(18)} ${Math.round(together).toLocaleString('en-US')} rows/s per CPU-second (${(1e6 / together).toFixed(2)} µs/row, sum of the best CPU-time rounds)`,
  );
  console.log(`valid rows: ${applicants.length} of ${rows.length}; overall levels:`, levels);
  if (indexes < 0 || cipherChars < 0) console.log(indexes, cipherChars); // keep the work observable
  printMemory('at the end', base);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
