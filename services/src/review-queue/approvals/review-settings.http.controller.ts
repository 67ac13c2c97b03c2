import { Body, Controller, Get, Put } from '@nestjs/common';
import { CompanyAdminOnly, CompanyStaff } from '../../shared/auth/access-policy.decorator';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ok } from '../../shared/http/api-response';
import { ApiData } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { fourEyesRequired } from '../approvals.public';
import { ReviewSettingsRequest, ReviewSettingsResponse } from './review-settings.dto';

/** Every staff member reads the setting (the console says when a decision will wait); a company admin sets it. */
@Controller('api/review-queue/settings')
export class ReviewSettingsController {
  constructor(private readonly db: Database) {}

  @Get()
  @CompanyStaff()
  @ApiData(ReviewSettingsResponse)
  async read(@Ctx() ctx: RequestContext) {
    const companyId = ctx.user!.companyId!;
    const fourEyes = await this.db.tx(tenant(companyId), (tx) => fourEyesRequired(tx, companyId));
    return ok<ReviewSettingsResponse>({ four_eyes: fourEyes });
  }

  @Put()
  @CompanyAdminOnly()
  @ApiData(ReviewSettingsResponse)
  async write(@Body() body: ReviewSettingsRequest, @Ctx() ctx: RequestContext) {
    const companyId = ctx.user!.companyId!;
    await this.db.tx(tenant(companyId), (tx) =>
      tx.query(
        `INSERT INTO review_settings (company_id, four_eyes, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (company_id) DO UPDATE SET four_eyes = EXCLUDED.four_eyes, updated_at = now()`,
        [companyId, body.four_eyes],
      ),
    );
    return ok<ReviewSettingsResponse>({ four_eyes: body.four_eyes }, localized('fourEyes.settingsSaved'));
  }
}
