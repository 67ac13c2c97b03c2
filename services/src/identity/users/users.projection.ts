import { exhaustive, Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { verifiedSessions } from '../../shared/auth/verified-session-cache';
import type { CompanyDeleted } from '../companies/company.events';
import { USER_EVENT_TYPES, UserEvent } from './user.events';

/**
 * Inline: the users table that sign-in, the access guard and the admin screens read. token_version
 * moves on every event that must end existing sessions (password set or reset, disabled, deleted).
 */
export const usersProjection: InlineProjection<Recorded<UserEvent | CompanyDeleted>> = {
  name: 'users',
  handles: [...USER_EVENT_TYPES, 'CompanyDeleted'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM users');
  },
  async apply(tx: Tx, event: Recorded<UserEvent | CompanyDeleted>) {
    // Sessions this process remembers must not outlive the change (its notice follows the commit).
    // (A new user has no session yet.)
    if (event.type === 'CompanyDeleted') verifiedSessions.holdAll();
    else if (event.type !== 'UserRegistered')
      verifiedSessions.hold(Number(event.streamId.slice('user-'.length)));
    if (event.type === 'CompanyDeleted') {
      await tx.query(
        'UPDATE users SET deleted_at = $2, updated_at = $2, token_version = token_version + 1 WHERE company_id = $1 AND deleted_at IS NULL',
        [event.companyId, event.recordedAt],
      );
      return;
    }
    const id = Number(event.streamId.slice('user-'.length));
    const at = event.recordedAt;
    const set = (sql: string, params: unknown[] = []) =>
      tx.query(`UPDATE users SET ${sql}, updated_at = $2 WHERE id = $1`, [id, at, ...params]);
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await tx.query(
          `INSERT INTO users (id, company_id, email, name, first_name, last_name, user_type, permissions,
                              has_to_change_password, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
          [
            id,
            d.companyId,
            d.email,
            d.name,
            d.firstName,
            d.lastName,
            d.userType,
            d.permissions,
            d.mustChangePassword,
            at,
          ],
        );
        return;
      }
      case 'UserProfileChanged':
        await set('email = $3, name = $4, first_name = $5, last_name = $6', [
          event.data.email,
          event.data.name,
          event.data.firstName,
          event.data.lastName,
        ]);
        return;
      case 'UserPermissionsChanged':
        await set('permissions = $3', [event.data.permissions]);
        return;
      case 'UserPasswordChanged':
        await set('has_to_change_password = false, token_version = token_version + 1');
        return;
      case 'UserPasswordReset':
        await set('has_to_change_password = true, token_version = token_version + 1');
        return;
      case 'UserDisabled':
        await set('disabled = true, token_version = token_version + 1');
        return;
      case 'UserEnabled':
        await set('disabled = false');
        return;
      case 'UserDeleted':
        await set('deleted_at = $2, token_version = token_version + 1');
        return;
      default:
        exhaustive(event);
    }
  },
};
