import { Logger } from '@nestjs/common';
import { DEMO_PASSWORD } from './seed';

const logger = new Logger('Demo');

const FIRST = [
  'Avery',
  'Jordan',
  'Maya',
  'Liam',
  'Sofia',
  'Noah',
  'Amara',
  'Ethan',
  'Chloé',
  'Mateo',
  'Priya',
  'Lucas',
];
const LAST = ['Lopez', 'Nguyen', 'Okafor', 'Schmidt', 'Dubois', 'Janssen', 'Kim', 'Rossi', 'Patel', 'Walker'];
const PLACES = [
  ['Denver', 'CO', '80202'],
  ['Boston', 'MA', '02134'],
  ['Richmond', 'VA', '23220'],
  ['Austin', 'TX', '78701'],
  ['Portland', 'OR', '97205'],
];
const HEADER =
  'external_id,first_name,last_name,email,csug_email,phone,date_of_birth,ssn,address,city,state,zip,country_code';

/**
 * Forty applicants for the demo, the same on every machine: most are clean, and every fifth to
 * seventh carries a finding a reviewer should see (a mistyped phone, a malformed SSN or none, no street
 * address, an unreadable date of birth), so the dashboard, the lists and the reason codes have data.
 */
export function demoApplicantsCsv(): string {
  const rows = [HEADER];
  for (let i = 0; i < 40; i++) {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7) % LAST.length];
    const [city, state, zip] = PLACES[i % PLACES.length];
    const phone = i % 6 === 1 ? '555-0199' : `(303) 555-${String(100 + i).padStart(4, '0')}`;
    const ssn =
      i % 7 === 2
        ? '123-45-67'
        : i % 7 === 5
          ? ''
          : `${String(101 + i * 13).padStart(3, '0')}-${String(10 + i).padStart(2, '0')}-${String(1000 + i * 97).padStart(4, '0')}`;
    const address = i % 5 === 3 ? '' : `${100 + i * 11} Maple Ave`;
    const dob =
      i % 9 === 4
        ? 'unknown'
        : `${1980 + (i % 24)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
    const email = `${first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${last.toLowerCase()}${i}@example.edu`;
    rows.push(
      [`D-${1001 + i}`, first, last, email, '', phone, dob, ssn, address, city, state, zip, 'US']
        .map(csvField)
        .join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * DEMO=1 on a fresh database: the admissions user uploads the demo applicants through the public
 * upload route, so they go through exactly what a school's file does (validation, scoring, watchlist
 * screening, the import's history). Skipped once the demo company has any import.
 */
export async function seedDemoApplicants(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admissions@northfield.edu', password: DEMO_PASSWORD }),
  });
  // The demo accounts may have been changed by hand since: then the demo is theirs, leave it alone.
  if (!login.ok) return;
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const imports = (await (await fetch(`${baseUrl}/api/imports`, { headers: auth })).json()) as {
    status?: boolean;
    meta?: { total?: number };
  };
  if (!imports.status || Number(imports.meta?.total ?? 1) > 0) return;
  const form = new FormData();
  form.append('file', new Blob([demoApplicantsCsv()], { type: 'text/csv' }), 'demo-applicants.csv');
  const upload = await fetch(`${baseUrl}/api/read-file`, { method: 'POST', headers: auth, body: form });
  if (upload.status !== 202) throw new Error(`the demo applicants were refused (${upload.status})`);
  logger.log('importing 40 demo applicants for Northfield University');
  // Done means the applicants exist (readiness waits for this): follow the import until it ends.
  const importId = ((await upload.json()) as { data: { import_id: string } }).data.import_id;
  await importFinished(baseUrl, auth, importId);
}

const IMPORT_WAIT_MS = 120_000;
const IMPORT_POLL_MS = 100;

async function importFinished(
  baseUrl: string,
  auth: Record<string, string>,
  importId: string,
): Promise<void> {
  const deadline = Date.now() + IMPORT_WAIT_MS;
  for (;;) {
    const answer = (await (await fetch(`${baseUrl}/api/imports/${importId}`, { headers: auth })).json()) as {
      data?: { status?: string };
    };
    const status = answer.data?.status;
    if (status === 'completed') return;
    if (status === 'failed') throw new Error('the demo import failed');
    if (Date.now() > deadline) throw new Error('the demo import did not finish in two minutes');
    await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
  }
}
