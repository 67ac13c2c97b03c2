import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, SYSTEM, tenant } from '../shared/database/database';
import { DayRange } from '../shared/period/reporting-period';
import { highRiskOrInvalidSsnSql } from '../sessions/session-records.public';

const TOTALS = [
  'total_ekyc',
  'total_invalid_tax_id',
  'total_incomplete_address',
  'total_requested_idv',
  'total_completed_idv',
  'total_pending_idv',
  'total_idv_failed',
] as const;

/** The dashboard's counts over a day range: one company's, or every company's (`companyId` null). */
export class GetDashboardStats extends Query<Record<string, number>> {
  constructor(
    readonly companyId: number | null,
    readonly range: DayRange,
  ) {
    super();
  }
}

/**
 * Sums of the per-day counters (at most a few hundred rows per company and period), plus
 * `total_high_risk_or_invalid_ssn`, counted exactly as its list (high_risk_or_invalid_ssn=1) counts
 * its total.
 */
@QueryHandler(GetDashboardStats)
export class GetDashboardStatsHandler implements IQueryHandler<GetDashboardStats> {
  constructor(private readonly db: Database) {}

  async execute({ companyId, range }: GetDashboardStats) {
    const scope = companyId === null ? SYSTEM : tenant(companyId);
    // One round trip (role, tenant and both sums as one message): the values are the company id and
    // two validated dates.
    const [row] = await this.db.oneRoundTrip<Record<string, string>>(
      scope,
      `SELECT ${TOTALS.map((t) => `COALESCE(sum(${t}), 0) AS ${t}`).join(', ')},
              ${highRiskOrInvalidSsnSql(companyId === null)} AS total_high_risk_or_invalid_ssn
         FROM dashboard_daily_stats WHERE day BETWEEN $1::date AND $2::date${companyId === null ? '' : ' AND company_id = $3'}`,
      companyId === null ? [range.from, range.to] : [range.from, range.to, companyId],
    );
    return Object.fromEntries(
      [...TOTALS, 'total_high_risk_or_invalid_ssn'].map((t) => [t, Number(row?.[t] ?? 0)]),
    );
  }
}
