import { eventsToRewrite, rewriteEventData } from '../shared/event-store/events-to-rewrite';
import type { Tx } from '../shared/database/database';
import type { ApplicantKeyStore } from '../privacy/applicant-keys.public';
import { staffTextInClearSql } from '../privacy/sealed-staff-text.public';
import { isSealedPersonal, openPersonal } from '../shared/crypto/applicant-key';
import { putBackFields } from '../shared/event-store/personal-fields';
import {
  IDV_PERSONAL_FIELDS,
  IDV_STAFF_TEXT_FIELDS,
  erasedIdvData,
  idvPersonalContext,
  idvStreamSubject,
  sealIdvData,
} from './sealed-idv-events';

const TYPES = Object.keys(IDV_PERSONAL_FIELDS);

/** IDV events still to seal: personal fields in the clear, or the applicant's IP in the metadata. */
const UNSEALED = `((type = ANY($1::text[]) AND NOT data ? 'personal')
   OR (stream_id LIKE 'idv:%' AND metadata ? 'ip' AND metadata->'actor'->>'name' = 'applicant'))`;

/**
 * One batch of sealing IDV events written before per-applicant keys (issue 32): each event after
 * `after` (a global position) that still holds personal fields in the clear is rewritten in place,
 * its personal fields sealed with the applicant's key (made now where there is none) as new events
 * are (sealed-idv-events.ts); an erased applicant's fields are dropped. The applicant's IP leaves the
 * metadata of the events the capture page caused. Idempotent: sealed events are skipped.
 */
export async function sealExistingIdvEvents(
  tx: Tx,
  after: string | null,
  batchEvents: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const rows = await eventsToRewrite(tx, UNSEALED, [TYPES], after, batchEvents);
  if (!rows.length) return { next: null, sealed: 0 };
  let sealed = 0;
  for (const event of rows) {
    const subject = idvStreamSubject(event.stream_id);
    let data = event.data;
    if (subject && event.company_id !== null && TYPES.includes(event.type) && !('personal' in data)) {
      const companyId = Number(event.company_id);
      const key = await keys.liveKey(tx, companyId, subject);
      data = key
        ? sealIdvData(key, event.stream_id, event.event_id, event.type, data)
        : erasedIdvData(event.type, data);
      sealed++;
    }
    await tx.query(
      `UPDATE events SET data = $2::jsonb,
              metadata = CASE WHEN metadata->'actor'->>'name' = 'applicant' THEN metadata - 'ip' ELSE metadata END
        WHERE global_position = $1`,
      [event.global_position, JSON.stringify(data)],
    );
  }
  return { next: rows[rows.length - 1].global_position, sealed };
}

/** How many IDV events still hold personal data in the clear (the progress's total). */
export async function unsealedIdvEvents(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE ${UNSEALED}`, [
    TYPES,
  ]);
  return Number(rows[0].n);
}

/** IDV events whose staff text (a reason, a note) is still in the clear, sealed cell or not. */
const STAFF_TEXT_IN_CLEAR = staffTextInClearSql(IDV_STAFF_TEXT_FIELDS);

/**
 * One batch of the `idv-staff-text` step: the staff's reasons and notes (overrides, selfie-match
 * decisions, requests for new photos) of events written before they were sealed. Each is rewritten
 * in place as a new one is: where the event already has a sealed cell (a selfie decision's evidence),
 * the cell is opened and sealed again with the text in it; an erased applicant's text is dropped.
 * Idempotent: an event whose text is sealed no longer matches.
 */
export async function sealExistingIdvStaffText(
  tx: Tx,
  after: string | null,
  batchEvents: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const rows = await eventsToRewrite(tx, STAFF_TEXT_IN_CLEAR, [], after, batchEvents);
  if (!rows.length) return { next: null, sealed: 0 };
  let sealed = 0;
  for (const event of rows) {
    const subject = idvStreamSubject(event.stream_id);
    if (!subject || event.company_id === null) continue;
    const companyId = Number(event.company_id);
    const erased = (await keys.find(tx, companyId, [subject])).get(subject) === null;
    let data: Record<string, unknown>;
    if (erased || event.data.personal === null) data = erasedIdvData(event.type, event.data);
    else {
      const key = (await keys.ensure(tx, companyId, [subject])).get(subject)!;
      const { personal, ...plain } = event.data;
      if (isSealedPersonal(personal))
        putBackFields(
          plain,
          openPersonal(key, personal, idvPersonalContext(event.stream_id, event.event_id)),
        );
      data = sealIdvData(key, event.stream_id, event.event_id, event.type, plain);
    }
    await rewriteEventData(tx, event.global_position, data);
    sealed++;
  }
  return { next: rows[rows.length - 1].global_position, sealed };
}

/** How many IDV events still hold a staff reason or note in the clear (the progress's total). */
export async function unsealedIdvStaffText(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE ${STAFF_TEXT_IN_CLEAR}`,
  );
  return Number(rows[0].n);
}
