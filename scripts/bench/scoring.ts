/**
 * Throughput of the verification rules engine: generates 200,000 varied applicants, validates the
 * rows, then scores them, and prints rows/s for each stage. Run: npx tsx scripts/bench/scoring.ts
 * The import target is 1,000,000 rows at >= 25,000 rows/s on 2 cores including parsing and DB writes,
 * so scoring alone must be well above that on one core.
 */
import {
  validateApplicantRow,
  type ApplicantCsvRow,
  type NormalisedApplicant,
} from '../../services/src/verifications/import/validate-applicant-row';
import {
  EMPTY_TENANT_SSN_HISTORY,
  scoreApplicant,
  type TenantSsnHistory,
} from '../../services/src/verifications/scoring/score-applicant';

const ROWS = Number(process.env.ROWS ?? 200_000);
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

function historyFor(i: number): TenantSsnHistory {
  return i % 50 === 0
    ? { ...EMPTY_TENANT_SSN_HISTORY, sameSsnOtherNames: 1, sameSsnOtherIdentities: 1 }
    : EMPTY_TENANT_SSN_HISTORY;
}

function rate(label: string, count: number, startNs: bigint): void {
  const seconds = Number(process.hrtime.bigint() - startNs) / 1e9;
  console.log(
    `${label}: ${count} rows in ${seconds.toFixed(2)} s = ${Math.round(count / seconds).toLocaleString('en-US')} rows/s`,
  );
}

function main(): void {
  const rows = Array.from({ length: ROWS }, (_, i) => generateRow(i));
  const applicants: NormalisedApplicant[] = [];
  let start = process.hrtime.bigint();
  for (let i = 0; i < rows.length; i++) {
    const result = validateApplicantRow(rows[i], i + 2, { today: '2026-06-15' });
    if (result.ok) applicants.push(result.applicant);
  }
  rate('validate', rows.length, start);
  const levels: Record<string, number> = {};
  start = process.hrtime.bigint();
  for (let i = 0; i < applicants.length; i++) {
    const scored = scoreApplicant(applicants[i], historyFor(i), { asOf: '2026-06-15' });
    levels[scored.overallRiskLevel] = (levels[scored.overallRiskLevel] ?? 0) + 1;
  }
  rate('score', applicants.length, start);
  console.log('overall levels:', levels);
}

main();
