import { Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { ImportChunkCommitted } from '../../applicant-import/import.events';

/**
 * Inline: sessions per creation day and flag, from what each chunk changed per day (new sessions on
 * their day, flag moves of updated ones on the day they were created). The list sums these rows for
 * the exact total of a period or flag filter (list-sessions/session-totals.ts).
 */
export const sessionDaysProjection: InlineProjection<Recorded<ImportChunkCommitted>> = {
  name: 'verification_session_days',
  handles: ['ImportChunkCommitted'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM verification_session_days');
  },
  async apply(tx: Tx, event: Recorded<ImportChunkCommitted>) {
    const daily = event.data.daily ?? [];
    if (!daily.length) return;
    await tx.query(
      `INSERT INTO verification_session_days AS d (company_id, day, total, invalid_ssn, incomplete_address)
       SELECT $1, x.day, x.total, x.invalid_ssn, x.incomplete_address
         FROM unnest($2::date[], $3::bigint[], $4::bigint[], $5::bigint[]) AS x(day, total, invalid_ssn, incomplete_address)
       ON CONFLICT (company_id, day) DO UPDATE SET total = d.total + EXCLUDED.total,
         invalid_ssn = d.invalid_ssn + EXCLUDED.invalid_ssn, incomplete_address = d.incomplete_address + EXCLUDED.incomplete_address`,
      [
        event.companyId,
        daily.map((d) => d.day),
        daily.map((d) => d.ekyc),
        daily.map((d) => d.invalidTaxId),
        daily.map((d) => d.incompleteAddress),
      ],
    );
  },
};
