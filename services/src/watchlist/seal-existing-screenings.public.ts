import type { Tx } from '../shared/database/database';
import { sealPersonal } from '../shared/crypto/applicant-key';
import type { ApplicantKeyStore } from '../privacy/applicant-keys.public';
import { watchlistSubjectContext } from './screen-subject/watchlist-subject.events';

/** Screenings written before per-applicant keys: the subject still an object in the clear. */
const UNSEALED = "type = 'WatchlistScreened' AND jsonb_typeof(data->'subject') = 'object'";

/**
 * One batch of sealing screenings recorded before per-applicant keys (issue 32): the screened
 * subject of each event after `after` (a global position) is sealed in place with the applicant's
 * key (made now where there is none), as new screenings are; an erased applicant's becomes null.
 */
export async function sealExistingScreenings(
  tx: Tx,
  after: string | null,
  batchEvents: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const { rows } = await tx.query<{
    global_position: string;
    company_id: string;
    data: { sessionUuid: string; subject: unknown };
  }>(
    `SELECT global_position, company_id, data FROM events WHERE global_position > $1 AND ${UNSEALED}
      ORDER BY global_position LIMIT $2 FOR UPDATE`,
    [after ?? '0', batchEvents],
  );
  if (!rows.length) return { next: null, sealed: 0 };
  for (const event of rows) {
    const companyId = Number(event.company_id);
    const uuid = event.data.sessionUuid;
    const erased = (await keys.find(tx, companyId, [uuid])).get(uuid) === null;
    const key = erased ? null : (await keys.ensure(tx, companyId, [uuid])).get(uuid)!;
    const subject = key ? sealPersonal(key, event.data.subject, watchlistSubjectContext(uuid)) : null;
    await tx.query('UPDATE events SET data = jsonb_set(data, $2, $3::jsonb) WHERE global_position = $1', [
      event.global_position,
      '{subject}',
      JSON.stringify(subject),
    ]);
  }
  return { next: rows[rows.length - 1].global_position, sealed: rows.length };
}

export async function unsealedScreenings(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE ${UNSEALED}`);
  return Number(rows[0].n);
}
