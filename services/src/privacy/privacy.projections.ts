import { exhaustive, type Recorded } from '../shared/domain/event';
import type { Tx } from '../shared/database/database';
import type { InlineProjection } from '../shared/event-store/projection';
import type { ErasureFacts, PrivacyEvent } from './privacy.events';

export { legalHoldTextCodec } from './sealed-legal-holds';

/**
 * Inline: the erasures (their certificates), the erased applicants (the detail's "Erased on …") and
 * the legal holds, from the privacy events. A rebuild replays them equal.
 */
export const privacyProjection: InlineProjection<Recorded<PrivacyEvent>> = {
  name: 'privacy',
  handles: [
    'ApplicantErased',
    'CompanyOffboarded',
    'LegalHoldPlaced',
    'LegalHoldReleased',
    'RetentionApplied',
  ],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM erased_applicants');
    await tx.query('DELETE FROM erasures');
    await tx.query('DELETE FROM legal_holds');
  },
  async apply(tx: Tx, event: Recorded<PrivacyEvent>) {
    const companyId = event.companyId!;
    switch (event.type) {
      case 'ApplicantErased':
        return recordErasure(tx, companyId, event.data);
      case 'CompanyOffboarded':
        return recordErasure(tx, companyId, event.data, event.data.companyName);
      // An erased applicant's reasons read as absent (sealed with the destroyed key): NULL is kept.
      case 'LegalHoldPlaced':
        await tx.query(
          `INSERT INTO legal_holds (id, company_id, subject_uuid, reason, placed_at, placed_by_id)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [
            event.data.holdId,
            companyId,
            event.data.subjectUuid,
            event.data.reason ?? null,
            event.data.at,
            event.data.by.id,
          ],
        );
        return;
      case 'LegalHoldReleased':
        await tx.query(
          `UPDATE legal_holds SET released_at = $3, released_by_id = $4, release_reason = $5
            WHERE company_id = $1 AND id = $2 AND released_at IS NULL`,
          [companyId, event.data.holdId, event.data.at, event.data.by.id, event.data.reason ?? null],
        );
        return;
      case 'RetentionApplied':
        return; // a summary in the company's history; nothing to keep beside it
      default:
        exhaustive(event);
    }
  },
};

async function recordErasure(tx: Tx, companyId: number, facts: ErasureFacts, companyName?: string) {
  await tx.query(
    `INSERT INTO erasures (id, company_id, scope, subject_count, erased_at, erased_by_id, erased_by_name, reason, certificate, signature)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
    [
      facts.erasureId,
      companyId,
      facts.scope,
      facts.subjects.length,
      facts.at,
      facts.by.id,
      facts.by.name,
      facts.reason,
      JSON.stringify({ ...facts, ...(companyName !== undefined ? { companyName } : {}) }),
      facts.signature,
    ],
  );
  await tx.query(
    `INSERT INTO erased_applicants (company_id, subject_uuid, erasure_id, erased_at)
     SELECT $1, u, $2, $3 FROM unnest($4::uuid[]) AS u ON CONFLICT DO NOTHING`,
    [companyId, facts.erasureId, facts.at, facts.subjects.map((s) => s.subjectUuid)],
  );
}
