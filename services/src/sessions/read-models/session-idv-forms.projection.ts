import { Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import type { IdvRequested } from '../../idv/idv.events';

/**
 * Inline: the IDV form types each verification session has been asked for, from the IDV feature's
 * `IdvRequested` events (the verifications feature never reads the IDV tables). The Students screens
 * filter on it (`idv_form`, list-sessions/session-filters.ts). A remote applicant's request names an
 * IDV subject, not a session, and is left out. No event withdraws a request (one IDV per subject and
 * form type, revoking a link keeps the IDV), so rows are only ever added.
 */
export const sessionIdvFormsProjection: InlineProjection<Recorded<IdvRequested>> = {
  name: 'session_idv_forms',
  handles: ['IdvRequested'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM session_idv_forms');
  },
  async apply(tx: Tx, event: Recorded<IdvRequested>) {
    // An erased applicant's events leave nothing in the read model (a rebuild keeps them deleted).
    if (event.personalDataErased) return;
    const d = event.data;
    if (event.companyId === null || d?.source === 'remote' || !d?.uuid || !d.formType) return;
    await tx.query(
      `INSERT INTO session_idv_forms (company_id, session_uuid, form_type, idv_id, requested_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id, form_type, session_uuid) DO NOTHING`,
      [event.companyId, d.uuid, d.formType, d.idvId, d.requestedAt],
    );
  },
};
