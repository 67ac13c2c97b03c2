import { localized, render, type Localized } from '../../shared/i18n/translate';
import { APPLICANT_CSV_COLUMNS } from '../applicant-fields.public';

/**
 * The documented CSV columns for the verification upload. Canonical names are what sample.csv uses;
 * aliases cover the field variants in the spec (sur_name, phone_number, dob, tax_id, street,
 * postal_code, country) and common spreadsheet spellings.
 */
export const CSV_COLUMN_NAMES = APPLICANT_CSV_COLUMNS;

export type CsvColumnName = (typeof CSV_COLUMN_NAMES)[number];

export interface CsvColumnDefinition {
  readonly name: CsvColumnName;
  readonly aliases: readonly string[];
  readonly required: boolean;
  readonly description: string;
}

export const CSV_COLUMNS: readonly CsvColumnDefinition[] = Object.freeze(
  [
    {
      name: 'external_id',
      aliases: ['student_id', 'external_student_id', 'externalid'],
      required: false,
      description: 'Your own student or applicant id; makes re-uploads idempotent',
    },
    { name: 'first_name', aliases: ['firstname', 'given_name'], required: true, description: 'Given name' },
    {
      name: 'last_name',
      aliases: ['sur_name', 'surname', 'lastname', 'family_name'],
      required: true,
      description: 'Family name',
    },
    { name: 'email', aliases: ['email_address'], required: true, description: "Applicant's personal email" },
    {
      name: 'csug_email',
      aliases: ['school_email'],
      required: false,
      description: 'Email issued by the school',
    },
    {
      name: 'phone',
      aliases: ['phone_number', 'mobile', 'mobile_phone'],
      required: false,
      description: 'Phone; national numbers are read for the address country (default US)',
    },
    {
      name: 'date_of_birth',
      aliases: ['dob', 'birth_date', 'birthdate'],
      required: true,
      description: 'YYYY-MM-DD or MM/DD/YYYY',
    },
    {
      name: 'ssn',
      aliases: ['tax_id', 'taxid', 'itin'],
      required: false,
      description: 'SSN or ITIN, 9 digits, dashes optional',
    },
    {
      name: 'address',
      aliases: ['street', 'street_address', 'address_line_1', 'address1'],
      required: false,
      description: 'Street line with house number',
    },
    { name: 'city', aliases: ['town'], required: false, description: 'City' },
    {
      name: 'state',
      aliases: ['state_code', 'province', 'region'],
      required: false,
      description: 'USPS state code or state name',
    },
    {
      name: 'zip',
      aliases: ['postal_code', 'zip_code', 'zipcode', 'postcode'],
      required: false,
      description: '5-digit ZIP or ZIP+4 for US addresses',
    },
    {
      name: 'country_code',
      aliases: ['country'],
      required: false,
      description: 'ISO 3166-1 alpha-2 code or "United States"; default US',
    },
  ].map((column) => Object.freeze(column as CsvColumnDefinition)),
);

export interface CsvFieldError {
  readonly field: string;
  readonly message: Localized;
}

export interface HeaderMapping {
  /** Canonical name for each header position; usable directly as csv-parse's `columns` result. */
  readonly columns: readonly CsvColumnName[];
  readonly errors: readonly CsvFieldError[];
}

const COLUMN_BY_KEY: ReadonlyMap<string, CsvColumnName> = new Map(
  CSV_COLUMNS.flatMap((column) => [column.name, ...column.aliases].map((key) => [key, column.name] as const)),
);

/** "First Name", "first-name" and "FIRST_NAME" all become first_name; a UTF-8 BOM from Excel is dropped. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_');
}

export function canonicalColumn(header: string): CsvColumnName | undefined {
  return COLUMN_BY_KEY.get(normaliseHeader(header));
}

const EXPECTED = CSV_COLUMN_NAMES.join(', ');

/**
 * Maps a header row to canonical columns. Unknown, duplicate (two spellings of one column) and
 * missing required columns are errors, so a mis-labelled file is rejected before any row is read.
 */
export function mapCsvHeader(headers: readonly string[]): HeaderMapping {
  const errors: CsvFieldError[] = [];
  const columns: CsvColumnName[] = [];
  const seen = new Map<CsvColumnName, string>();
  headers.forEach((header, index) => {
    const column = canonicalColumn(header);
    if (!column) {
      // The field names the column as written, or in English where it has no name (fields are not translated).
      const empty = localized('error.emptyHeader', { column: index + 1 });
      const shown = header.trim() === '' ? render('en', empty) : header.trim();
      errors.push({
        field: shown,
        message: localized('error.unknownColumn', {
          column: header.trim() === '' ? empty : shown,
          expected: EXPECTED,
        }),
      });
      return;
    }
    const previous = seen.get(column);
    if (previous !== undefined) {
      errors.push({
        field: column,
        message: localized('error.duplicateColumn', { first: previous, second: header.trim(), column }),
      });
    }
    seen.set(column, header.trim());
    columns[index] = column;
  });
  for (const column of CSV_COLUMNS) {
    if (column.required && !seen.has(column.name)) {
      errors.push({ field: column.name, message: localized('error.missingColumn', { column: column.name }) });
    }
  }
  return { columns, errors };
}
