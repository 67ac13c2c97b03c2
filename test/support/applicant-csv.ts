/**
 * Generated applicants for import tests: real-looking, varied, deterministic. Every `badEvery`-th row
 * is broken in one of the few ways that still reject a row (recorded in `bad`): no first name, a
 * last name without letters, an absurdly long email. A mistyped phone, email or date of birth is a
 * finding, not a rejection (issue 12), so it is not among them.
 */
/** Names of generated applicants (also the SQL seeder's, scripts/bench/lib/seed-sessions.ts). */
export const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Mei',
  'Samuel',
  'Priya',
  'Lucas',
  'Sofia',
  'Mateo',
  'Amara',
  'Noah',
  'Chloé',
  'Liam',
];
export const LAST_NAMES = [
  'Lopez',
  "O'Neil",
  'Tanaka',
  'Okafor',
  'Patel',
  'Schmidt',
  'Rossi',
  'Garcia',
  'Nwosu',
  'Kim',
  'Dubois',
  'Smith-Jones',
];
const PLACES = [
  ['Denver', 'CO', '80202', '303'],
  ['Boston', 'MA', '02134', '617'],
  ['Austin', 'TX', '78701', '512'],
  ['Chicago', 'IL', '60601', '312'],
  ['Seattle', 'WA', '98101', '206'],
] as const;
const DOMAINS = ['gmail.com', 'yahoo.com', 'colostate.edu', 'outlook.com', 'mailinator.com'];
export const HEADER =
  'external_id,first_name,last_name,email,csug_email,phone,date_of_birth,ssn,address,city,state,zip,country_code';

export interface BadRow {
  line: number;
  field: string;
}

export interface GeneratedCsv {
  csv: string;
  rows: number;
  bad: BadRow[];
}

export function applicantRow(i: number, variant = 0): string[] {
  const first = FIRST_NAMES[i % FIRST_NAMES.length];
  const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
  const [city, state, zip, area] = PLACES[i % PLACES.length];
  const email = `${first.toLowerCase().replace(/[^a-z]/g, '')}.${i}@${DOMAINS[i % DOMAINS.length]}`;
  const dob = `${1990 + (i % 15)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const ssn =
    i % 10 === 3
      ? ''
      : `${String(100 + (i % 500)).padStart(3, '0')}-${String(10 + (i % 80)).padStart(2, '0')}-${String(1000 + (i % 8999))}`;
  const street = i % 13 === 5 ? '' : `${100 + (i % 900)} Aspen Hollow Ln`;
  const externalId = i % 4 === 0 ? '' : `S-${100000 + i}`;
  return [
    externalId,
    first,
    last,
    email,
    '',
    `(${area}) 555-01${String(i % 100).padStart(2, '0')}`,
    dob,
    ssn,
    street,
    city,
    state,
    zip,
    variant ? 'United States' : 'US',
  ];
}

export function csvLine(cells: string[]): string {
  return cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

/** One hand-written applicant; the address defaults to one in Denver, the CSUG email to none. */
export interface Applicant {
  external_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  ssn: string;
  csug_email?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country_code?: string;
}

const DENVER = { address: '1200 Larimer St', city: 'Denver', state: 'CO', zip: '80204', country_code: 'US' };

/** A CSV file of hand-written applicants: HEADER, then one line each. */
export function applicantsCsv(...applicants: Applicant[]): string {
  const columns = HEADER.split(',') as (keyof Applicant)[];
  return rowsCsv(applicants.map((a) => columns.map((c) => ({ csug_email: '', ...DENVER, ...a })[c] ?? '')));
}

/** A CSV file of rows of cells (applicantRow's, changed as a test needs): HEADER, then one line each. */
export function rowsCsv(rows: string[][]): string {
  return [HEADER, ...rows.map(csvLine)].join('\n');
}

export function generateApplicantCsv(
  n: number,
  opts: { badEvery?: number; start?: number } = {},
): GeneratedCsv {
  const lines = [HEADER];
  const bad: BadRow[] = [];
  const badEvery = opts.badEvery ?? 0;
  for (let k = 0; k < n; k++) {
    const i = (opts.start ?? 0) + k;
    const cells = applicantRow(i);
    const line = k + 2;
    if (badEvery && k % badEvery === badEvery - 1) {
      const kind = ((k / badEvery) % 3) | 0;
      if (kind === 0) {
        cells[3] = `${'x'.repeat(300)}@example.org`;
        bad.push({ line, field: 'email' });
      } else if (kind === 1) {
        cells[2] = '--';
        bad.push({ line, field: 'last_name' });
      } else {
        cells[1] = '';
        bad.push({ line, field: 'first_name' });
      }
    }
    lines.push(csvLine(cells));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: n, bad };
}
