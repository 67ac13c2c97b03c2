import { CSV_COLUMN_NAMES, type CsvColumnName } from '../rows/csv-columns';

export const SAMPLE_CSV_FILENAME = 'sample.csv';

type SampleRow = Readonly<Record<CsvColumnName, string>>;

/**
 * Fictitious applicants showing every column and the accepted formats. Nothing here identifies a
 * real person:
 * - emails are on RFC 2606 example domains (the verification will flag them ERES if uploaded as is);
 * - phones are in ranges reserved for fiction: NANP 555-01XX and UK Ofcom 020 7946 0XXX;
 * - SSNs 111-22-3333 and 222-33-4444 are well-formed test values chosen for their obvious pattern
 *   (they pass SSA structure rules, unlike the advertising numbers), and 912-70-1234 is a well-formed
 *   test ITIN; they are not anyone's known number;
 * - streets are invented; city, state and ZIP are real combinations so the ZIP check passes.
 */
const SAMPLE_ROWS: readonly SampleRow[] = [
  {
    external_id: 'S-1001',
    first_name: 'Avery',
    last_name: 'Lopez',
    email: 'avery.lopez@example.com',
    csug_email: 'avery.lopez@students.example.org',
    phone: '(303) 555-0143',
    date_of_birth: '2004-05-17',
    ssn: '111-22-3333',
    address: '1200 Aspen Hollow Ln',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country_code: 'US',
  },
  {
    external_id: 'S-1002',
    first_name: 'Jordan',
    last_name: "O'Neil-Carter",
    email: 'jordan.oneil@example.net',
    csug_email: '',
    phone: '+1 617 555 0178',
    date_of_birth: '11/02/1999',
    ssn: '222-33-4444',
    address: '45 Fenwick Court, Apt 3',
    city: 'Boston',
    state: 'Massachusetts',
    zip: '02134',
    country_code: 'US',
  },
  {
    external_id: 'S-1003',
    first_name: 'Mei',
    last_name: 'Tanaka',
    email: 'mei.tanaka@example.org',
    csug_email: 'mei.tanaka@students.example.org',
    phone: '512-555-0110',
    date_of_birth: '2006-01-30',
    ssn: '912-70-1234',
    address: '78 Bluebonnet Trail',
    city: 'Austin',
    state: 'TX',
    zip: '78701-1234',
    country_code: 'US',
  },
  {
    external_id: 'S-1004',
    first_name: 'Samuel',
    last_name: 'Okafor',
    email: 'samuel.okafor@example.com',
    csug_email: '',
    phone: '+44 20 7946 0958',
    date_of_birth: '2003-08-09',
    ssn: '',
    address: '12 Harrow Mews',
    city: 'London',
    state: '',
    zip: 'EC1A 1BB',
    country_code: 'GB',
  },
];

/** RFC 4180 quoting: only values with a comma, quote or line break are quoted. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The text of sample.csv served by "Download Sample file": header with every column, then the rows. */
export function buildSampleCsv(): string {
  const lines = [CSV_COLUMN_NAMES.join(',')];
  for (const row of SAMPLE_ROWS) lines.push(CSV_COLUMN_NAMES.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
