import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CompanyStaff } from '../shared/auth/access-policy.decorator';
import { AuthUser } from '../shared/auth/auth-user';
import { Database, tenant } from '../shared/database/database';
import { ValidationError } from '../shared/domain/domain-error';
import { ok } from '../shared/http/api-response';
import { CurrentUser } from '../shared/http/request-context.decorator';
import { resolvePeriod, todayUtc } from '../verifications/list-sessions/reporting-period';
import { StatsRequest } from './dashboard-stats.dto';

const TOTALS = ['total_ekyc', 'total_invalid_tax_id', 'total_incomplete_address', 'total_requested_idv', 'total_completed_idv',
  'total_pending_idv', 'total_idv_failed'] as const;

/**
 * Spec section 7 `POST /api/dashboard/stats`: sums of the per-day counters (at most a few hundred
 * rows per company and period). IDV totals are 0 until IDV requests exist.
 */
@Controller('api/dashboard/stats')
export class DashboardStatsController {
  constructor(private readonly db: Database) {}

  @Post()
  @HttpCode(200)
  @CompanyStaff()
  async stats(@Body() body: StatsRequest, @CurrentUser() user: AuthUser) {
    if (!body.filter) throw new ValidationError([{ field: 'filter', message: 'Required' }]);
    const { filterType, start_date, end_date } = body.filter;
    const range = resolvePeriod(filterType, { from: start_date, to: end_date }, todayUtc(), 'filter');
    // One round trip (role, tenant and the sum as one message): the values are the company id and
    // two validated dates.
    const [row] = await this.db.oneRoundTrip<Record<string, string>>(
      tenant(user.companyId!),
      `SELECT ${TOTALS.map((t) => `COALESCE(sum(${t}), 0) AS ${t}`).join(', ')}
         FROM dashboard_daily_stats WHERE company_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [user.companyId!, range.from, range.to],
    );
    return ok(Object.fromEntries(TOTALS.map((t) => [t, Number(row?.[t] ?? 0)])));
  }
}
