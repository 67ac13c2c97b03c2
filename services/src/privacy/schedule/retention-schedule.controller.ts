import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CompanyAdminOnly, CompanyStaff, Public } from '../../shared/auth/access-policy.decorator';
import type { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { RetentionScheduleRequest } from './retention-schedule.dto';
import { PublishedRetentionResponse, RetentionScheduleResponse } from './retention-schedule.response.dto';
import { RetentionSchedules } from './retention-schedule.service';

/**
 * The company's retention schedule: staff read it, the company admin changes it (console: Security,
 * "Retention schedule"); its published page is public, addressed by a keyed id (retention-page-id.ts).
 */
@Controller()
export class RetentionScheduleController {
  constructor(private readonly schedules: RetentionSchedules) {}

  @Get('api/privacy/retention-schedule')
  @ApiData(RetentionScheduleResponse)
  @CompanyStaff()
  async view(@CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.schedules.view(user.companyId!, language));
  }

  @Put('api/privacy/retention-schedule')
  @ApiData(RetentionScheduleResponse)
  @ApiErrors(422)
  @CompanyAdminOnly()
  async change(
    @Body() body: RetentionScheduleRequest,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
  ) {
    const schedule = {
      imagesDays: body.images_days,
      applicantRecordsDays: body.applicant_records_days,
      reportsDays: body.reports_days,
    };
    return ok(
      await this.schedules.change(ctx, ctx.user!.companyId!, schedule, language),
      localized('message.retentionSaved'),
    );
  }

  /** The published schedule: no sign-in, nothing personal (the company's name and its periods). */
  @Get('api/public/retention/:page')
  @ApiData(PublishedRetentionResponse)
  @ApiErrors(404)
  @Public()
  async published(@Param('page') page: string) {
    return ok(await this.schedules.published(page));
  }
}
