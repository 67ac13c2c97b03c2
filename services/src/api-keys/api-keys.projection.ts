import { exhaustive, Recorded } from '../shared/domain/event';
import { Tx } from '../shared/database/database';
import { InlineProjection } from '../shared/event-store/projection';
import { API_KEY_EVENT_TYPES, ApiKeyEvent } from './api-key.events';

/** Inline: the key is usable (and revoked) the moment its command commits. */
export const apiKeysProjection: InlineProjection<Recorded<ApiKeyEvent>> = {
  name: 'api_keys',
  handles: API_KEY_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM api_keys');
  },
  async apply(tx: Tx, event: Recorded<ApiKeyEvent>) {
    const id = event.streamId.slice('api-key-'.length);
    switch (event.type) {
      case 'ApiKeyCreated':
        await tx.query(
          `INSERT INTO api_keys (id, company_id, name, permissions, secret_hash, created_by_id, created_by_name, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.companyId,
            event.data.name,
            event.data.permissions,
            event.data.secretHash,
            event.data.createdBy.id,
            event.data.createdBy.name,
            event.recordedAt,
          ],
        );
        return;
      case 'ApiKeyRevoked':
        await tx.query('UPDATE api_keys SET revoked_at = $2, revoked_by_name = $3 WHERE id = $1', [
          id,
          event.recordedAt,
          event.data.revokedBy.name,
        ]);
        return;
      default:
        exhaustive(event);
    }
  },
};
