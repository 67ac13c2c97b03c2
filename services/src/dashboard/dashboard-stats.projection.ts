import { Recorded } from '../shared/domain/event';
import { Tx } from '../shared/database/database';
import { AsyncProjection } from '../shared/event-store/projection';
import { ImportChunkCommitted } from '../applicant-import/import.events';
import { IDV_DASHBOARD_EVENTS, IdvDashboardEvent, applyIdvDashboardEvent } from './idv-dashboard.delta';

/**
 * Asynchronous (worker): dashboard counters per company per UTC day. The import worker records in
 * each chunk event what the chunk changed per day, so this projection never reads sessions and never
 * loads the applicant rows. The IDV counters come from IDV events (idv-dashboard.delta.ts, the dashboard's own projection of IDV events).
 */
export const dashboardStatsProjection: AsyncProjection<Recorded<ImportChunkCommitted> | IdvDashboardEvent> = {
  name: 'dashboard_daily_stats',
  handles: ['ImportChunkCommitted', ...IDV_DASHBOARD_EVENTS],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM dashboard_daily_stats');
  },
  async apply(tx: Tx, event: Recorded<ImportChunkCommitted> | IdvDashboardEvent) {
    if (event.type !== 'ImportChunkCommitted') return applyIdvDashboardEvent(tx, event);
    const daily = event.data.daily ?? [];
    if (!daily.length || event.companyId === null) return;
    await tx.query(
      `INSERT INTO dashboard_daily_stats AS s (company_id, day, total_ekyc, total_invalid_tax_id, total_incomplete_address)
       SELECT $1, d.day, d.ekyc, d."invalidTaxId", d."incompleteAddress"
         FROM jsonb_to_recordset($2::jsonb) AS d(day date, ekyc bigint, "invalidTaxId" bigint, "incompleteAddress" bigint)
       ON CONFLICT (company_id, day) DO UPDATE SET
         total_ekyc = s.total_ekyc + EXCLUDED.total_ekyc,
         total_invalid_tax_id = s.total_invalid_tax_id + EXCLUDED.total_invalid_tax_id,
         total_incomplete_address = s.total_incomplete_address + EXCLUDED.total_incomplete_address`,
      [event.companyId, JSON.stringify(daily)],
    );
  },
};
