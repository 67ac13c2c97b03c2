import { exhaustive, Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { IdvEvent } from '../idv.events';

/** Inline: token hash → link, so an anonymous applicant's token finds its IDV in one indexed read. */
export const idvCaptureLinksProjection: InlineProjection<
  Recorded<Extract<IdvEvent, { type: 'IdvLinkSent' | 'IdvLinkRevoked' | 'IdvSubmitted' }>>
> = {
  name: 'idv_capture_links',
  handles: ['IdvLinkSent', 'IdvLinkRevoked', 'IdvSubmitted'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM idv_capture_links');
  },
  async apply(
    tx: Tx,
    event: Recorded<Extract<IdvEvent, { type: 'IdvLinkSent' | 'IdvLinkRevoked' | 'IdvSubmitted' }>>,
  ) {
    switch (event.type) {
      case 'IdvLinkSent':
        await tx.query(
          `INSERT INTO idv_capture_links (token_hash, company_id, idv_id, link_id, expires_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (token_hash) DO NOTHING`,
          [event.data.tokenHash, event.companyId, event.data.idvId, event.data.linkId, event.data.expiresAt],
        );
        return;
      case 'IdvLinkRevoked':
        await tx.query('UPDATE idv_capture_links SET revoked_at = $2 WHERE link_id = $1', [
          event.data.linkId,
          event.data.revokedAt,
        ]);
        return;
      case 'IdvSubmitted':
        await tx.query('UPDATE idv_capture_links SET used_at = $2 WHERE link_id = $1', [
          event.data.linkId,
          event.data.submittedAt,
        ]);
        return;
      default:
        exhaustive(event);
    }
  },
};
