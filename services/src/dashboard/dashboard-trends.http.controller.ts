import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../shared/auth/access-policy.decorator';
import { AuthUser } from '../shared/auth/auth-user';
import { ValidationError } from '../shared/domain/domain-error';
import { ok } from '../shared/http/api-response';
import { ApiData } from '../shared/http/openapi/api-responses.decorator';
import { CurrentUser } from '../shared/http/request-context.decorator';
import { localized } from '../shared/i18n';
import { resolvePeriod, todayUtc } from '../shared/period/reporting-period';
import { StatsRequest } from './dashboard-stats.dto';
import { GetDashboardTrends } from './dashboard-trends.query';
import { DashboardTrendsResponse } from './dashboard-trends.response.dto';

/**
 * `POST /api/dashboard/trends`: the dashboard's charts for the same period body as the cards. Company
 * staff only: every bar opens a list of the company's applicants, which the super admin may not read.
 */
@Controller('api/dashboard/trends')
export class DashboardTrendsController {
  constructor(private readonly queries: QueryBus) {}

  @Post()
  @ApiData(DashboardTrendsResponse)
  @HttpCode(200)
  @CompanyStaff()
  async trends(@Body() body: StatsRequest, @CurrentUser() user: AuthUser) {
    if (!body.filter) throw new ValidationError([{ field: 'filter', message: localized('error.required') }]);
    const { filterType, start_date, end_date } = body.filter;
    const range = resolvePeriod(filterType, { from: start_date, to: end_date }, todayUtc(), 'filter');
    return ok(await this.queries.execute(new GetDashboardTrends(user.companyId!, range)));
  }
}
