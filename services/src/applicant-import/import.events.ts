import { NewEvent } from '../shared/domain/event';
import { APPLICANT_STORED_COLUMNS } from './applicant-fields.public';
import type { Localized } from '../shared/i18n/translate';

/**
 * One rejected row's problem. `message` is a catalogue key and its parameters, rendered when the
 * error report is read. Chunks committed before texts were keys carry the English text instead;
 * list-imports/legacy-import-errors.ts upcasts those when they are read.
 */
export interface ImportRowError {
  line: number;
  field: string;
  message: Localized;
}

/** Per UTC day, what a chunk changed in the dashboard counters (new sessions, flag moves on updates). */
export interface DailyDelta {
  day: string;
  ekyc: number;
  invalidTaxId: number;
  incompleteAddress: number;
}

/** One session as the chunk wrote it; snake_case so PostgreSQL reads it with jsonb_to_recordset. */
export interface ImportedApplicantRow {
  id: number;
  uuid: string;
  identity_key: string;
  external_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  csug_email: string | null;
  phone: string | null;
  /** Null when the row had none or an unreadable one (TDBM / TDBI). */
  date_of_birth: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country_code: string;
  ssn_cipher: string | null;
  ssn_index: string | null;
  ssn_last4: string | null;
  name_key: string;
  overall_risk_level: string;
  meta_data: CompactMetaData;
  invalid_ssn: boolean;
  incomplete_address: boolean;
  /**
   * The personal columns sealed with the applicant's key (sealed-applicant-rows.public.ts): what the
   * event keeps of them (null: the applicant was erased before the row was sealed). Absent until the
   * commit seals the row.
   */
  personal?: string | null;
}

/** meta_data as stored: reason codes without their descriptions (the catalogue holds those). */
export interface CompactMetaData {
  level: string;
  reasonCodes: { address: string[]; email: string[]; phone: string[]; taxId: string[] };
  verifications: Record<string, string>;
}

export type ImportStarted = NewEvent<
  'ImportStarted',
  {
    importId: string;
    fileName: string;
    bytes: number;
    sha256: string;
    chunkRows: number;
    uploadedBy: { id: number; name: string };
  }
>;
/** The import stream's cursor: the number of chunks committed, so a resumed worker starts after the last one. */
export type ImportChunkCommitted = NewEvent<
  'ImportChunkCommitted',
  {
    chunk: number;
    rowsRead: number;
    bytesRead: number;
    imported: number;
    updated: number;
    rejected: number;
    errors: ImportRowError[];
    daily: DailyDelta[];
  }
>;
export type ImportCompleted = NewEvent<
  'ImportCompleted',
  { chunks: number; rowsRead: number; imported: number; updated: number; rejected: number }
>;
/**
 * Why an import stopped: `unrecoverable` (the file itself: gone, wrong header, broken quoting),
 * `attempts` (every retry failed), `worker_lost` (the worker died again and again without progress).
 * Events written before codes existed carry the reason only (and were never resumable).
 */
export type ImportFailureCode = 'unrecoverable' | 'attempts' | 'worker_lost';
export type ImportFailed = NewEvent<
  'ImportFailed',
  { reason: string; code?: ImportFailureCode; resumable?: boolean }
>;
/**
 * The import runs again from the row after its last committed chunk (`fromChunk` chunks are in):
 * after its worker died (`worker_lost`, found by the recovery sweep) or at a user's Resume of a failed
 * import (`user`). `generation` numbers the runs, and names the queue job of this one.
 */
export type ImportResumed = NewEvent<
  'ImportResumed',
  { cause: 'worker_lost' | 'user'; generation: number; fromChunk: number; by?: { id: number; name: string } }
>;

export type ImportEvent =
  ImportStarted | ImportChunkCommitted | ImportCompleted | ImportFailed | ImportResumed;
export const IMPORT_EVENT_TYPES: readonly ImportEvent['type'][] = [
  'ImportStarted',
  'ImportChunkCommitted',
  'ImportCompleted',
  'ImportFailed',
  'ImportResumed',
];

/** The reason-code families of meta_data, in the order a chunk event stores them. */
export const REASON_FAMILIES = ['address', 'email', 'phone', 'taxId'] as const;

/**
 * The fields of an applicant row in the order chunk events stored them before issue 32 (plain
 * personal columns). meta_data is not stored whole: its level is overall_risk_level, `reason_codes`
 * holds the four families' codes in REASON_FAMILIES order, and `verifications` the values for the
 * event's `verificationKeys`, so no field name is repeated per row.
 */
export const APPLICANT_COLUMNS = [
  'id',
  'uuid',
  'identity_key',
  ...APPLICANT_STORED_COLUMNS,
  'ssn_cipher',
  'ssn_index',
  'ssn_last4',
  'name_key',
  'overall_risk_level',
  'reason_codes',
  'verifications',
  'invalid_ssn',
  'incomplete_address',
] as const;

/**
 * The fields of a row as chunk events store them now: the personal columns sealed into one cell
 * (`personal`, sealed with the applicant's own key: sealed-applicant-rows.public.ts), the blind
 * indexes (HMACs) and the score in the clear.
 */
export const SEALED_APPLICANT_COLUMNS = [
  'id',
  'uuid',
  'identity_key',
  'personal',
  'ssn_index',
  'overall_risk_level',
  'reason_codes',
  'verifications',
  'invalid_ssn',
  'incomplete_address',
] as const;

/**
 * The applicant rows of one chunk, on a stream of their own (`import-<id>-applicants`, version =
 * chunk) so the large payload never travels with the small import events that async projections read.
 * `columns` names the fields once and `rows` holds one array per applicant in that order (about half
 * the size of one object per row with meta_data whole). Since issue 32 `columns` is
 * SEALED_APPLICANT_COLUMNS; events written before carry APPLICANT_COLUMNS (plain) or, older still,
 * `applicants` (one ImportedApplicantRow per row). The projection reads all three, and
 * `npm run privacy -w services -- seal-existing` rewrites the older ones to the sealed layout.
 */
export type ApplicantsImported = NewEvent<
  'ApplicantsImported',
  {
    importId: string;
    chunk: number;
    columns?: readonly string[];
    verificationKeys?: readonly string[];
    rows?: unknown[][];
    applicants?: ImportedApplicantRow[];
  }
>;

/** A chunk's rows in the sealed layout (every row's `personal` already sealed by the commit). */
export function applicantsImportedData(
  importId: string,
  chunk: number,
  rows: readonly ImportedApplicantRow[],
): ApplicantsImported['data'] {
  const verificationKeys = [...new Set(rows.flatMap((r) => Object.keys(r.meta_data.verifications)))];
  const cell = (r: ImportedApplicantRow, c: (typeof SEALED_APPLICANT_COLUMNS)[number]): unknown => {
    if (c === 'reason_codes') return REASON_FAMILIES.map((f) => r.meta_data.reasonCodes[f]);
    if (c === 'verifications') return verificationKeys.map((k) => r.meta_data.verifications[k] ?? null);
    if (c === 'personal' && r.personal === undefined)
      throw new Error(`session ${r.uuid}: its personal columns were not sealed`);
    return r[c];
  };
  return {
    importId,
    chunk,
    columns: SEALED_APPLICANT_COLUMNS,
    verificationKeys,
    rows: rows.map((r) => SEALED_APPLICANT_COLUMNS.map((c) => cell(r, c))),
  };
}

export const importStreamId = (importId: string) => `import-${importId}`;
export const importApplicantsStreamId = (importId: string) => `import-${importId}-applicants`;
