import { RecordedEvent } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { ApplicantsImported, REASON_FAMILIES } from '../import-applicants/import.events';

const COLUMNS = `id bigint, uuid uuid, identity_key text, external_id text, first_name text, last_name text, email text,
  csug_email text, phone text, date_of_birth date, street text, city text, state text, zip text, country_code text,
  ssn_cipher text, ssn_index text, ssn_last4 text, name_key text, overall_risk_level text, meta_data jsonb,
  invalid_ssn boolean, incomplete_address boolean`;

const TYPES: Record<string, string> = { id: 'bigint', uuid: 'uuid', date_of_birth: 'date', meta_data: 'jsonb', invalid_ssn: 'boolean',
  incomplete_address: 'boolean' };
const NAMES = COLUMNS.split(',').map((c) => c.trim().split(' ')[0]);

/** The chunk's rows as a relation `r`: one array per row (current layout) or one object per row (older events). */
function rowsSource(data: ApplicantsImported['data']): string {
  if (!data.columns) return `jsonb_to_recordset(e.applicants) AS r(${COLUMNS})`;
  const at = new Map(data.columns.map((c, i) => [c, i]));
  const field = (name: string) => {
    const i = at.get(name);
    if (name === 'meta_data' && i === undefined) return `${metaData(at, data.verificationKeys ?? [])} AS meta_data`;
    if (i === undefined) return `NULL::${TYPES[name] ?? 'text'} AS ${name}`;
    return TYPES[name] === 'jsonb' ? `a->${i} AS ${name}` : `(a->>${i})::${TYPES[name] ?? 'text'} AS ${name}`;
  };
  return `LATERAL (SELECT ${NAMES.map(field).join(', ')} FROM jsonb_array_elements(e.rows) AS x(a)) AS r`;
}

/** meta_data rebuilt from its parts: level = overall_risk_level, the reason-code families, the verification values. */
function metaData(at: Map<string, number>, verificationKeys: readonly string[]): string {
  const families = REASON_FAMILIES.map((f, i) => `${literal(f)}, a->${at.get('reason_codes')}->${i}`).join(', ');
  const verifications = verificationKeys.map((k, i) => `${literal(k)}, a->${at.get('verifications')}->${i}`).join(', ');
  // Values are risk levels, never null; a key missing from a row was stored as null and is left out.
  return `jsonb_build_object('level', a->${at.get('overall_risk_level')}, 'reasonCodes', jsonb_build_object(${families}),
    'verifications', jsonb_strip_nulls(jsonb_build_object(${verifications})))`;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const UPDATED = ['external_id', 'first_name', 'last_name', 'email', 'csug_email', 'phone', 'date_of_birth', 'street', 'city',
  'state', 'zip', 'country_code', 'ssn_cipher', 'ssn_index', 'ssn_last4', 'name_key', 'overall_risk_level', 'meta_data',
  'invalid_ssn', 'incomplete_address', 'import_id', 'updated_at', 'completed_at'];

/**
 * Inline: one set-based upsert per chunk (2,000 rows in one statement). The rows are read from the
 * stored event itself rather than sent again from Node. An existing identity keeps its id, uuid and
 * created_at; everything else takes the newer values.
 */
export const verificationSessionsProjection: InlineProjection = {
  name: 'verification_sessions',
  handles: ['ApplicantsImported'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM verification_sessions');
    await tx.query('DELETE FROM verification_session_counts');
  },
  async apply(tx: Tx, event: RecordedEvent) {
    const inserted = await tx.query<{ n: string }>(
      // The event is read once into the CTE: referencing e.data per row would de-TOAST the whole
      // chunk (about 1 MB) once per applicant.
      `WITH e AS MATERIALIZED (
         SELECT company_id, recorded_at, data->'rows' AS rows, data->'applicants' AS applicants, (data->>'importId')::uuid AS import_id
           FROM events WHERE global_position = $1),
       upserted AS (
         INSERT INTO verification_sessions (id, uuid, company_id, identity_key, external_id, first_name, last_name, email,
           csug_email, phone, date_of_birth, street, city, state, zip, country_code, ssn_cipher, ssn_index, ssn_last4,
           name_key, overall_risk_level, meta_data, invalid_ssn, incomplete_address, import_id, created_at, updated_at, completed_at)
         SELECT r.id, r.uuid, e.company_id, r.identity_key, r.external_id, r.first_name, r.last_name, r.email, r.csug_email,
           r.phone, r.date_of_birth, r.street, r.city, r.state, r.zip, r.country_code, r.ssn_cipher, r.ssn_index, r.ssn_last4,
           r.name_key, r.overall_risk_level, r.meta_data, r.invalid_ssn, r.incomplete_address, e.import_id,
           e.recorded_at, e.recorded_at, e.recorded_at
           FROM e, ${rowsSource(event.data)}
         ON CONFLICT (company_id, identity_key) DO UPDATE SET ${UPDATED.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
         RETURNING (xmax = 0) AS inserted)
       SELECT count(*) FILTER (WHERE inserted) AS n FROM upserted`,
      [event.globalPosition],
    );
    await tx.query(
      `INSERT INTO verification_session_counts (company_id, total) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET total = verification_session_counts.total + EXCLUDED.total`,
      [event.companyId, Number(inserted.rows[0].n)],
    );
  },
};
