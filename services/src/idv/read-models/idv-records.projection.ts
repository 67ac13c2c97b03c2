import { Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { IDV_EVENT_TYPES, IdvEvent } from '../idv.events';
import { IdvView, evolveIdvView } from './idv-view';

/**
 * Inline: one idv_records row per IDV. The row's `view` is the pure fold of its stream (idv-view.ts);
 * the other columns are copies of it that the list filters, sorts and searches on.
 */
export const idvRecordsProjection: InlineProjection<Recorded<IdvEvent>> = {
  name: 'idv_records',
  handles: IDV_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM idv_records');
  },
  async apply(tx: Tx, event: Recorded<IdvEvent>) {
    // An erased applicant's events leave nothing in the read model (a rebuild keeps them deleted).
    if (event.personalDataErased) return;
    const current =
      event.type === 'IdvRequested'
        ? null
        : (
            await tx.query<{ view: IdvView }>(
              'SELECT view FROM idv_records WHERE stream_id = $1 FOR UPDATE',
              [event.streamId],
            )
          ).rows[0]?.view;
    if (event.type !== 'IdvRequested' && !current) return;
    const view = evolveIdvView(current ?? null, event);
    if (!view) return;
    view.version = event.streamVersion;
    await tx.query(
      `INSERT INTO idv_records (id, company_id, uuid, form_type, stream_id, version, status, first_name, last_name, email,
         date_of_birth, overall_validation, overall_value, created_at, updated_at, completed_at, view)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, status = EXCLUDED.status,
         overall_validation = EXCLUDED.overall_validation, overall_value = EXCLUDED.overall_value,
         updated_at = EXCLUDED.updated_at, completed_at = EXCLUDED.completed_at, view = EXCLUDED.view`,
      [
        view.id,
        event.companyId,
        view.uuid,
        view.form_type,
        event.streamId,
        view.version,
        view.status,
        view.first_name,
        view.last_name,
        view.email,
        view.date_of_birth,
        view.overall_validation,
        view.overall_value,
        view.created_at,
        event.recordedAt,
        view.completed_at,
        JSON.stringify(view),
      ],
    );
  },
};
