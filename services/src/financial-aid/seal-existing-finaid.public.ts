import { eventsToRewrite, rewriteEventData } from '../shared/event-store/events-to-rewrite';
import type { Tx } from '../shared/database/database';
import { sealBytes } from '../shared/crypto/applicant-key';
import type { ApplicantKeyStore } from '../privacy/applicant-keys.public';
import {
  FINAID_PERSONAL_FIELDS,
  caseKeySubjects,
  erasedFinaidData,
  finaidKeySubject,
  sealFinaidData,
} from './sealed-finaid-events';
import { SCAN_KEY_PURPOSE, scanContext } from './scans/scan-sealing';

const TYPES = Object.keys(FINAID_PERSONAL_FIELDS);
const NO_UUID = '00000000-0000-0000-0000-000000000000';
/** Scans are images: fewer per batch than event rows, as the IDV images. */
const SCANS_PER_BATCH = 50;

/**
 * The student's key to seal with: a key (made now where there is none), or null when the student
 * was erased (their fields are then dropped, their scans deleted: nothing should have been left).
 */
/**
 * One batch of sealing financial-aid events written before the students' keys (issue 32): each event
 * after `after` (a global position) of a type with personal fields that has no sealed cell yet is
 * rewritten in place as new ones are written (sealed-finaid-events.ts), with the key of its case's
 * student (the linked applicant's, else the case's); an erased student's fields are dropped.
 * Idempotent: sealed events are skipped.
 */
export async function sealExistingFinaidEvents(
  tx: Tx,
  after: string | null,
  batchEvents: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const rows = await eventsToRewrite(
    tx,
    "type = ANY($1::text[]) AND NOT data ? 'personal'",
    [TYPES],
    after,
    batchEvents,
  );
  if (!rows.length) return { next: null, sealed: 0 };
  const ofStreams = await caseKeySubjects(
    tx,
    rows.filter((r) => r.type !== 'FinaidCaseSelected').map((r) => r.stream_id),
  );
  let sealed = 0;
  for (const event of rows) {
    const subject =
      event.type === 'FinaidCaseSelected'
        ? finaidKeySubject(event.data as { sessionUuid: string | null; caseId: string })
        : ofStreams.get(event.stream_id);
    if (!subject || event.company_id === null) continue;
    const key = await keys.liveKey(tx, Number(event.company_id), subject);
    const data = key
      ? sealFinaidData(key, event.stream_id, event.event_id, event.type, event.data)
      : erasedFinaidData(event.type, event.data, subject);
    await rewriteEventData(tx, event.global_position, data);
    sealed++;
  }
  return { next: rows[rows.length - 1].global_position, sealed };
}

/** How many financial-aid events still hold personal data in the clear (the progress's total). */
export async function unsealedFinaidEvents(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE type = ANY($1::text[]) AND NOT data ? 'personal'`,
    [TYPES],
  );
  return Number(rows[0].n);
}

/**
 * One batch of moving scans written before the students' keys (tenant key, subject_uuid NULL) to the
 * student's own key, in place; cursor: scan id. An erased student's scan left behind is deleted.
 */
export async function sealExistingFinaidScans(
  tx: Tx,
  after: string | null,
  _batch: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const { rows } = await tx.query<{
    id: string;
    company_id: string;
    case_id: string;
    sealed: Buffer;
    session_uuid: string | null;
  }>(
    `SELECT s.id, s.company_id, s.case_id, s.sealed, c.session_uuid FROM finaid_scans s
       JOIN finaid_cases c ON c.id = s.case_id
      WHERE s.id > $1::uuid AND s.subject_uuid IS NULL
      ORDER BY s.id LIMIT $2 FOR UPDATE OF s`,
    [after ?? NO_UUID, SCANS_PER_BATCH],
  );
  if (!rows.length) return { next: null, sealed: 0 };
  let sealed = 0;
  for (const r of rows) {
    const companyId = Number(r.company_id);
    const subject = finaidKeySubject({ sessionUuid: r.session_uuid, caseId: r.case_id });
    const key = await keys.liveKey(tx, companyId, subject);
    if (!key) {
      await tx.query('DELETE FROM finaid_scans WHERE id = $1', [r.id]);
      continue;
    }
    const context = scanContext(r.case_id, r.id);
    const plain = keys.tenantKeys.open(companyId, SCAN_KEY_PURPOSE, r.sealed, context);
    await tx.query('UPDATE finaid_scans SET sealed = $2, subject_uuid = $3 WHERE id = $1', [
      r.id,
      sealBytes(key, plain, context),
      subject,
    ]);
    sealed++;
  }
  return { next: rows[rows.length - 1].id, sealed };
}

export async function unsealedFinaidScans(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM finaid_scans WHERE subject_uuid IS NULL',
  );
  return Number(rows[0].n);
}

/**
 * The students of financial-aid cases, by case id (a reminder's outbox reference): the outbox step
 * moves the reminders to a student with no session, left under the tenant key before, to their key.
 */
export async function subjectsOfFinaidCases(
  tx: Tx,
  references: readonly string[],
): Promise<Map<string, string>> {
  const ids = references.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const { rows } = await tx.query<{ id: string; session_uuid: string | null }>(
    'SELECT id, session_uuid FROM finaid_cases WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, finaidKeySubject({ sessionUuid: r.session_uuid, caseId: r.id })]));
}
