import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { QueryBus } from '@nestjs/cqrs';
import { AnySignedIn } from '../shared/auth/access-policy.decorator';
import { AuthUser } from '../shared/auth/auth-user';
import { ValidationError } from '../shared/domain/domain-error';
import { JsonText, ok } from '../shared/http/api-response';
import { keepCompressedAnswer } from '../shared/http/compress-answers.hook';
import { CurrentUser } from '../shared/http/request-context.decorator';
import { resolvePeriod, todayUtc } from '../shared/period/reporting-period';
import { StatsRequest } from './dashboard-stats.dto';
import { GetDashboardStats } from './dashboard-stats.query';
import { ApiData } from '../shared/http/openapi/api-responses.decorator';
import { DashboardStatsResponse } from './dashboard-stats.response.dto';
import { TenantReadCache, answerKey } from '../shared/read-cache/tenant-read-cache';
import { localized } from '../shared/i18n';

/**
 * Spec section 7 `POST /api/dashboard/stats` (dashboard-stats.query.ts). The super admin (type 1,
 * whose menu has the dashboard, spec §2) gets the same counts summed over every company: numbers
 * only, no tenant rows, and no list to open (docs/dashboard.md).
 */
@Controller('api/dashboard/stats')
export class DashboardStatsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: TenantReadCache,
  ) {}

  @Post()
  @ApiData(DashboardStatsResponse)
  @HttpCode(200)
  @AnySignedIn()
  @JsonText()
  async stats(
    @Body() body: StatsRequest,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<string> {
    if (!body.filter) throw new ValidationError([{ field: 'filter', message: localized('error.required') }]);
    const { filterType, start_date, end_date } = body.filter;
    const range = resolvePeriod(filterType, { from: start_date, to: end_date }, todayUtc(), 'filter');
    const companyId = user.userType === 1 ? null : user.companyId!;
    keepCompressedAnswer(request);
    // Kept until the company's counters change (every company's, for the super admin): TenantReadCache.
    return this.cache.answer(companyId, answerKey('dashboard-stats', range.from, range.to), async () =>
      JSON.stringify(ok(await this.queries.execute(new GetDashboardStats(companyId, range)))),
    );
  }
}
