import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AnySignedIn } from '../shared/auth/access-policy.decorator';
import { AuthUser } from '../shared/auth/auth-user';
import { Database, SYSTEM, tenant } from '../shared/database/database';
import { ValidationError } from '../shared/domain/domain-error';
import { ok } from '../shared/http/api-response';
import { CurrentUser } from '../shared/http/request-context.decorator';
import { resolvePeriod, todayUtc } from '../shared/period/reporting-period';
import { countHighRiskOrInvalidSsn } from '../sessions/list-sessions/sessions.read-model';
import { StatsRequest } from './dashboard-stats.dto';

const TOTALS = [
  'total_ekyc',
  'total_invalid_tax_id',
  'total_incomplete_address',
  'total_requested_idv',
  'total_completed_idv',
  'total_pending_idv',
  'total_idv_failed',
] as const;

/**
 * Spec section 7 `POST /api/dashboard/stats`: sums of the per-day counters (at most a few hundred
 * rows per company and period), plus `total_high_risk_or_invalid_ssn`, the "High Risk and/or Missing
 * SSN" card, counted exactly as its list (high_risk_or_invalid_ssn=1) counts its total.
 *
 * The super admin (type 1, whose menu has the dashboard, spec §2) gets the same counts summed over
 * every company: numbers only, no tenant rows, and no list to open (docs/dashboard.md).
 */
@Controller('api/dashboard/stats')
export class DashboardStatsController {
  constructor(private readonly db: Database) {}

  @Post()
  @HttpCode(200)
  @AnySignedIn()
  async stats(@Body() body: StatsRequest, @CurrentUser() user: AuthUser) {
    if (!body.filter) throw new ValidationError([{ field: 'filter', message: 'Required' }]);
    const { filterType, start_date, end_date } = body.filter;
    const range = resolvePeriod(filterType, { from: start_date, to: end_date }, todayUtc(), 'filter');
    const companyId = user.userType === 1 ? null : user.companyId!;
    const scope = companyId === null ? SYSTEM : tenant(companyId);
    // One round trip (role, tenant and the sum as one message): the values are the company id and
    // two validated dates.
    const [row] = await this.db.oneRoundTrip<Record<string, string>>(
      scope,
      `SELECT ${TOTALS.map((t) => `COALESCE(sum(${t}), 0) AS ${t}`).join(', ')}
         FROM dashboard_daily_stats WHERE day BETWEEN $1::date AND $2::date${companyId === null ? '' : ' AND company_id = $3'}`,
      companyId === null ? [range.from, range.to] : [range.from, range.to, companyId],
    );
    const highRiskOrInvalidSsn = await countHighRiskOrInvalidSsn(this.db, companyId, range);
    return ok({
      ...Object.fromEntries(TOTALS.map((t) => [t, Number(row?.[t] ?? 0)])),
      total_high_risk_or_invalid_ssn: highRiskOrInvalidSsn,
    });
  }
}
