import { Body, Controller, Get, Put } from '@nestjs/common';
import { CompanyAdminOnly, CompanyStaff } from '../../shared/auth/access-policy.decorator';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { ReminderScheduleRequest, ReminderScheduleResponse } from './reminder-schedule.dto';
import { FinaidReminderSchedules } from './reminder-schedules.service';

/**
 * When the daily job reminds students of their deadline (docs/financial-aid.md, "Reminders"): the
 * financial-aid staff (3) and the company admin read it, the company admin changes it (console: the
 * Financial aid page, "Automatic reminders").
 */
@Controller('api/financial-aid/reminder-schedule')
export class FinaidReminderScheduleController {
  constructor(private readonly schedules: FinaidReminderSchedules) {}

  @Get()
  @ApiData(ReminderScheduleResponse)
  @CompanyStaff(Permission.RequestIdvFinancialAid)
  async view(@Ctx() ctx: RequestContext, @Lang() language: Language) {
    return ok(await this.schedules.view(ctx.user!.companyId!, language));
  }

  @Put()
  @ApiData(ReminderScheduleResponse)
  @ApiErrors(422)
  @CompanyAdminOnly()
  async change(
    @Body() body: ReminderScheduleRequest,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
  ) {
    const schedule = { enabled: body.enabled, daysBefore: body.days_before, whenOverdue: body.when_overdue };
    return ok(
      await this.schedules.change(ctx, ctx.user!.companyId!, schedule, language),
      localized('finaid.reminderScheduleSaved'),
    );
  }
}
