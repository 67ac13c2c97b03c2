import { Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { AsyncProjection } from '../../shared/event-store/projection';
import type { UserDeleted, UserRegistered } from '../users/user.events';

/**
 * Asynchronous (worker): head counts per company for the companies screen. Counts come from events
 * only: registrations add, deletions subtract, with the user's type looked up from the registration.
 */
export const companyStatsProjection: AsyncProjection<Recorded<UserRegistered | UserDeleted>> = {
  name: 'company_stats',
  handles: ['UserRegistered', 'UserDeleted'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM company_stats');
  },
  async apply(tx: Tx, event: Recorded<UserRegistered | UserDeleted>) {
    const registration =
      event.type === 'UserRegistered'
        ? event.data
        : (
            await tx.query<{ data: UserRegistered['data'] }>(
              "SELECT data FROM events WHERE stream_id = $1 AND type = 'UserRegistered'",
              [event.streamId],
            )
          ).rows[0]?.data;
    if (!registration?.companyId || registration.userType === 1) return;
    const delta = event.type === 'UserRegistered' ? 1 : -1;
    const column = registration.userType === 2 ? 'admin_count' : 'staff_count';
    await tx.query(
      `INSERT INTO company_stats (company_id, ${column}) VALUES ($1, GREATEST($2, 0))
       ON CONFLICT (company_id) DO UPDATE SET ${column} = GREATEST(company_stats.${column} + $2, 0)`,
      [registration.companyId, delta],
    );
  },
};
