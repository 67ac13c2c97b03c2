import { exhaustive, Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { APPLICANT_STORED_COLUMN_TYPES } from '../../applicant-import/applicant-fields.public';
import {
  EXPORT_CREATED_AT_FROM_END,
  exportTimes,
  sessionExportLine,
} from '../export-sessions/session-export-line';
import {
  ApplicantsImported,
  CompactMetaData,
  ImportedApplicantRow,
  REASON_FAMILIES,
} from '../../applicant-import/import.events';
import { openedApplicantRows } from '../../applicant-import/sealed-applicant-rows.public';
import type { WatchlistSubjectEvent } from '../../watchlist/screen-subject/watchlist-subject.events';
import {
  SESSION_WATCHLIST_EVENTS,
  applySessionWatchlistEvent,
  effectiveRiskSql,
  exportLineWithRiskSql,
} from './session-watchlist-risk';

/** The read model's columns that a chunk event carries, with the PostgreSQL type of each parameter array. */
const COLUMNS = [
  ['id', 'bigint'],
  ['uuid', 'uuid'],
  ['identity_key', 'text'],
  ...APPLICANT_STORED_COLUMN_TYPES,
  ['ssn_cipher', 'text'],
  ['ssn_index', 'text'],
  ['ssn_last4', 'text'],
  ['name_key', 'text'],
  ['overall_risk_level', 'text'],
  ['meta_data', 'jsonb'],
  ['invalid_ssn', 'boolean'],
  ['incomplete_address', 'boolean'],
  ['export_csv', 'text'],
] as const;
type Column = (typeof COLUMNS)[number][0];

/**
 * What a re-import of the same applicant overwrites: every carried column but the keys (id, uuid,
 * identity_key) and the export line (rebuilt below with the session's first creation time), plus
 * the import bookkeeping.
 */
const KEPT_ON_UPDATE: readonly Column[] = ['id', 'uuid', 'identity_key', 'export_csv'];
const UPDATED = [
  ...COLUMNS.map(([column]) => column).filter((column) => !KEPT_ON_UPDATE.includes(column)),
  'import_id',
  'updated_at',
  'completed_at',
];
// An update keeps the session's creation time, so its export line takes that time in place of the
// write's (the line's other cells are the new values; id and uuid are the session's own).
const UPDATED_EXPORT_LINE = `overlay(EXCLUDED.export_csv placing to_char(verification_sessions.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
  from length(EXCLUDED.export_csv) - ${EXPORT_CREATED_AT_FROM_END - 1} for 20)`;

// A re-import rescores the session; a standing confirmed watchlist match still raises its overall risk
// (session-watchlist-risk.ts), in the list, the detail and the export line alike.
const WATCHLIST_CONFIRMED = 'cardinality(verification_sessions.watchlist_confirmed_ids) > 0';
const RESCORED_RISK = effectiveRiskSql(WATCHLIST_CONFIRMED, 'EXCLUDED.overall_risk_level');

const NAMES = COLUMNS.map(([name]) => name);
// $1 company, $2 import id, $3 recorded_at, $4 the rows as one JSON array per column (meta_data:
// one object per row). JSON.stringify and one jsonb parse cost about a fifth of the driver's
// escaping of 23 array literals; ROWS FROM walks the columns side by side like unnest.
const CELLS = COLUMNS.map(([, type], i) =>
  type === 'jsonb' ? `jsonb_array_elements($4::jsonb->${i})` : `jsonb_array_elements_text($4::jsonb->${i})`,
);
const UPSERT = `
  WITH upserted AS (
    INSERT INTO verification_sessions (${NAMES.join(', ')}, company_id, import_id, created_at, updated_at, completed_at)
    SELECT ${COLUMNS.map(([name, type]) => (type === 'jsonb' || type === 'text' ? `r.${name}` : `r.${name}::${type}`)).join(', ')},
           $1, $2::uuid, $3, $3, $3
      FROM ROWS FROM (${CELLS.join(', ')}) AS r(${NAMES.join(', ')})
    ON CONFLICT (company_id, identity_key) DO UPDATE SET ${UPDATED.map((c) => (c === 'overall_risk_level' ? `${c} = ${RESCORED_RISK}` : `${c} = EXCLUDED.${c}`)).join(', ')},
      export_csv = CASE WHEN ${WATCHLIST_CONFIRMED} THEN ${exportLineWithRiskSql(UPDATED_EXPORT_LINE, RESCORED_RISK)} ELSE ${UPDATED_EXPORT_LINE} END
    RETURNING (xmax = 0) AS inserted)
  INSERT INTO verification_session_counts (company_id, total)
  SELECT $1, count(*) FILTER (WHERE inserted) FROM upserted
  ON CONFLICT (company_id) DO UPDATE SET total = verification_session_counts.total + EXCLUDED.total`;

/**
 * A chunk event's rows as one array per column. Reads both layouts: `columns` + `rows` (one array
 * per applicant, meta_data split into reason codes and verification values) and the older
 * `applicants` (one object per applicant with meta_data whole).
 */
export function sessionColumns(data: ApplicantsImported['data']): Record<Column, unknown[]> {
  const out = Object.fromEntries(NAMES.map((n) => [n, [] as unknown[]])) as Record<Column, unknown[]>;
  const push = (row: ImportedApplicantRow) => {
    for (const name of NAMES) out[name].push((row as Partial<Record<Column, unknown>>)[name] ?? null);
  };
  if (!data.columns) {
    for (const applicant of data.applicants ?? []) push(applicant);
    return out;
  }
  const at = new Map(data.columns.map((c, i) => [c, i]));
  const keys = data.verificationKeys ?? [];
  const [level, reasonCodes, verifications] = ['overall_risk_level', 'reason_codes', 'verifications'].map(
    (c) => at.get(c),
  );
  // Column by column, without building an object per row (this runs for every chunk of an import).
  const sources = NAMES.map((name) => at.get(name));
  for (const cells of data.rows ?? []) {
    NAMES.forEach((name, i) => {
      const source = sources[i];
      out[name].push(
        name === 'meta_data'
          ? metaData(
              cells[level!] as string,
              cells[reasonCodes!] as string[][],
              cells[verifications!] as (string | null)[],
              keys,
            )
          : source === undefined
            ? null
            : (cells[source] ?? null),
      );
    });
  }
  return out;
}

/** Each row's export line (the export_csv column), from the row's values; a new session is created, updated and completed at `at`. */
function exportLines(c: Record<Column, unknown[]>, at: Date): string[] {
  const times = exportTimes(at);
  return c.id.map((id, i) =>
    sessionExportLine(
      {
        id: id as number,
        uuid: c.uuid[i] as string,
        external_id: c.external_id[i] as string | null,
        first_name: c.first_name[i] as string,
        last_name: c.last_name[i] as string,
        email: c.email[i] as string,
        csug_email: c.csug_email[i] as string | null,
        phone: c.phone[i] as string | null,
        date_of_birth: c.date_of_birth[i] as string,
        street: c.street[i] as string | null,
        city: c.city[i] as string | null,
        state: c.state[i] as string | null,
        zip: c.zip[i] as string | null,
        country_code: c.country_code[i] as string,
        ssn_last4: c.ssn_last4[i] as string | null,
        overall_risk_level: c.overall_risk_level[i] as string,
        invalid_ssn: c.invalid_ssn[i] as boolean,
        incomplete_address: c.incomplete_address[i] as boolean,
        reasonCodes: (c.meta_data[i] as CompactMetaData).reasonCodes,
      },
      times,
    ),
  );
}

/** meta_data rebuilt from its parts: level = overall_risk_level; a verification stored as null is left out. */
function metaData(
  level: string,
  reasonCodes: string[][],
  values: (string | null)[],
  keys: readonly string[],
): CompactMetaData {
  const verifications: Record<string, string> = {};
  keys.forEach((k, i) => {
    if (values?.[i] != null) verifications[k] = values[i]!;
  });
  const families = Object.fromEntries(
    REASON_FAMILIES.map((f, i) => [f, reasonCodes?.[i] ?? null]),
  ) as CompactMetaData['reasonCodes'];
  return { level, reasonCodes: families, verifications };
}

/** A chunk of imported applicants, or a watchlist event that moves a session's overall risk. */
type SessionSourceEvent = Recorded<ApplicantsImported | WatchlistSubjectEvent>;

/**
 * Inline: one set-based upsert per chunk (2,000 rows in one statement, the rows sent column by
 * column, which PostgreSQL reads faster than the same rows pulled out of the stored jsonb row by
 * row). An existing identity keeps its id, uuid and created_at; everything else takes the newer
 * values. The session total moves in the same statement.
 */
export const verificationSessionsProjection: InlineProjection<SessionSourceEvent> = {
  name: 'verification_sessions',
  // The watchlist events too: a confirmed match raises the session's overall risk, and a rebuild of
  // this read model must replay them to come back equal.
  handles: ['ApplicantsImported', ...SESSION_WATCHLIST_EVENTS],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM verification_sessions');
    await tx.query('DELETE FROM verification_session_counts');
  },
  async apply(tx: Tx, event: SessionSourceEvent) {
    switch (event.type) {
      case 'ApplicantsImported':
        return applyChunk(tx, event);
      case 'WatchlistScreened':
      case 'WatchlistMatchReviewed':
        return applySessionWatchlistEvent(tx, event);
      default:
        exhaustive(event);
    }
  },
};

async function applyChunk(tx: Tx, event: Recorded<ApplicantsImported>): Promise<void> {
  const { data } = event;
  // Sealed rows opened with each applicant's key; an erased applicant's row is left out.
  const opened = await openedApplicantRows(tx, Number(event.companyId), data);
  const columns = sessionColumns(opened ? { ...data, ...opened } : data);
  if (!columns.id.length) return;
  columns.export_csv = exportLines(columns, new Date(event.recordedAt));
  // Named, so each connection plans the statement once (planning it took about 13 ms a chunk).
  await tx.query({
    name: 'verification-sessions-upsert',
    text: UPSERT,
    values: [event.companyId, data.importId, event.recordedAt, JSON.stringify(NAMES.map((n) => columns[n]))],
  });
}
