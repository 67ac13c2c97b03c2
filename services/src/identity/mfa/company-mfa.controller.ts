import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CompanyAdminOnly, SuperAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { CompanyMfa } from './company-mfa.service';
import { MfaPolicyRequest } from './mfa.dto';
import { CompanyMfaResponse, MfaPolicyResponse } from './mfa.response.dto';

/**
 * A company's multi-factor settings: the company admin sees the policy and resets a user's factors
 * (/security, "Multi-factor"); the super admin sets the policy per company (the companies screen).
 */
@Controller()
export class CompanyMfaController {
  constructor(private readonly companyMfa: CompanyMfa) {}

  @Get('api/security/mfa')
  @ApiData(CompanyMfaResponse)
  @CompanyAdminOnly()
  async overview(@CurrentUser() admin: AuthUser) {
    return ok(await this.companyMfa.overview(admin.companyId!));
  }

  /** Removes every factor and recovery code of one of the company's users (who enrols again at sign-in). */
  @Post('api/security/mfa/users/:userId/reset')
  @ApiMessage()
  @ApiErrors(404)
  @HttpCode(200)
  @CompanyAdminOnly()
  async reset(@Param('userId', IdParamPipe) userId: number, @Ctx() ctx: RequestContext) {
    await this.companyMfa.reset(ctx, ctx.user!.companyId!, userId);
    return ok(undefined, localized('mfa.message.factorsReset'));
  }

  @Get('admin/companies/:id/mfa-policy')
  @ApiData(MfaPolicyResponse)
  @ApiErrors(404)
  @SuperAdminOnly()
  async policy(@Param('id', IdParamPipe) id: number) {
    return ok({ policy: await this.companyMfa.policy(id) });
  }

  @Put('admin/companies/:id/mfa-policy')
  @ApiData(MfaPolicyResponse)
  @ApiErrors(400, 404)
  @SuperAdminOnly()
  async setPolicy(
    @Param('id', IdParamPipe) id: number,
    @Body() body: MfaPolicyRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const policy = await this.companyMfa.setPolicy(ctx, id, body.policy);
    return ok({ policy }, localized('mfa.message.policySaved'));
  }
}
