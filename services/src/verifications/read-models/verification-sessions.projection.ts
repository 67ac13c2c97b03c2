import { RecordedEvent } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';

const COLUMNS = `id bigint, uuid uuid, identity_key text, external_id text, first_name text, last_name text, email text,
  csug_email text, phone text, date_of_birth date, street text, city text, state text, zip text, country_code text,
  ssn_cipher text, ssn_index text, ssn_last4 text, name_key text, overall_risk_level text, meta_data jsonb,
  invalid_ssn boolean, incomplete_address boolean`;

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
         SELECT company_id, recorded_at, data->'applicants' AS applicants, (data->>'importId')::uuid AS import_id
           FROM events WHERE global_position = $1),
       upserted AS (
         INSERT INTO verification_sessions (id, uuid, company_id, identity_key, external_id, first_name, last_name, email,
           csug_email, phone, date_of_birth, street, city, state, zip, country_code, ssn_cipher, ssn_index, ssn_last4,
           name_key, overall_risk_level, meta_data, invalid_ssn, incomplete_address, import_id, created_at, updated_at, completed_at)
         SELECT r.id, r.uuid, e.company_id, r.identity_key, r.external_id, r.first_name, r.last_name, r.email, r.csug_email,
           r.phone, r.date_of_birth, r.street, r.city, r.state, r.zip, r.country_code, r.ssn_cipher, r.ssn_index, r.ssn_last4,
           r.name_key, r.overall_risk_level, r.meta_data, r.invalid_ssn, r.incomplete_address, e.import_id,
           e.recorded_at, e.recorded_at, e.recorded_at
           FROM e, jsonb_to_recordset(e.applicants) AS r(${COLUMNS})
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
