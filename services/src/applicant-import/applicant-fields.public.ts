/**
 * The applicant's own fields, the one list the import, the sessions and the export derive their
 * columns from, in the upload's column order: the CSV column that brings the field (`csv`), the
 * session column that keeps it (`stored`, with its PostgreSQL type), and the export's header for it
 * (`exported`). The SSN is never kept or exported as given: the sessions keep it sealed (ssn_cipher,
 * ssn_index, ssn_last4) and the export shows its last four digits, so it has no stored column here.
 */
export const APPLICANT_FIELDS = [
  { csv: 'external_id', stored: 'external_id', type: 'text', exported: 'external_id' },
  { csv: 'first_name', stored: 'first_name', type: 'text', exported: 'first_name' },
  { csv: 'last_name', stored: 'last_name', type: 'text', exported: 'last_name' },
  { csv: 'email', stored: 'email', type: 'text', exported: 'email' },
  { csv: 'csug_email', stored: 'csug_email', type: 'text', exported: 'csug_email' },
  { csv: 'phone', stored: 'phone', type: 'text', exported: 'phone' },
  { csv: 'date_of_birth', stored: 'date_of_birth', type: 'date', exported: 'date_of_birth' },
  { csv: 'ssn', stored: null, type: null, exported: null },
  { csv: 'address', stored: 'street', type: 'text', exported: 'address' },
  { csv: 'city', stored: 'city', type: 'text', exported: 'city' },
  { csv: 'state', stored: 'state', type: 'text', exported: 'state' },
  { csv: 'zip', stored: 'zip', type: 'text', exported: 'postal_code' },
  { csv: 'country_code', stored: 'country_code', type: 'text', exported: 'country_code' },
] as const;

type Field = (typeof APPLICANT_FIELDS)[number];
type Fields = typeof APPLICANT_FIELDS;

/** The CSV column names, in order, as a tuple type. */
type CsvNames<T> = T extends readonly [infer F extends Field, ...infer Rest]
  ? [F['csv'], ...CsvNames<Rest>]
  : [];
/** The kept fields' session columns and types, in order (the SSN left out), as tuple types. */
type StoredColumns<T> = T extends readonly [infer F extends Field, ...infer Rest]
  ? F['stored'] extends string
    ? [readonly [F['stored'], NonNullable<F['type']>], ...StoredColumns<Rest>]
    : StoredColumns<Rest>
  : [];
type StoredNames<T> = T extends readonly [infer F extends Field, ...infer Rest]
  ? F['stored'] extends string
    ? [F['stored'], ...StoredNames<Rest>]
    : StoredNames<Rest>
  : [];

const KEPT = APPLICANT_FIELDS.filter((field) => field.stored !== null);

/** The upload's columns, in order (sample.csv's header, the "Expected columns" of a header error). */
export const APPLICANT_CSV_COLUMNS = APPLICANT_FIELDS.map((field) => field.csv) as unknown as Readonly<
  CsvNames<Fields>
>;

/** The session columns that keep the applicant's fields, in order (the SSN's sealed columns are not among them). */
export const APPLICANT_STORED_COLUMNS = KEPT.map((field) => field.stored) as unknown as Readonly<
  StoredNames<Fields>
>;

/** APPLICANT_STORED_COLUMNS with the PostgreSQL type of each. */
export const APPLICANT_STORED_COLUMN_TYPES = KEPT.map(
  (field) => [field.stored, field.type] as const,
) as unknown as Readonly<StoredColumns<Fields>>;

/** The export's headers for the kept fields, in the same order. */
export const APPLICANT_EXPORTED_COLUMNS = KEPT.map((field) => field.exported);

/** A session column that keeps one of the applicant's fields. */
export type ApplicantStoredColumn = NonNullable<Field['stored']>;
