import { Body, Controller, Delete, Get, HttpCode, Put, Req } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { OidcSettingsRequest, SamlSettingsRequest, SsoRequirementRequest } from './sso-settings.dto';
import { SsoBreakGlassCandidateResponse, SsoSettingsResponse } from './sso-settings.response.dto';
import { SsoSettingsService } from './sso-settings.service';
import { publicOrigin } from './sso-addresses';
import { accessOf, settingsView } from './sso-settings.view';
import { oidcSettings } from './oidc-settings';
import { samlSettings } from './saml-settings';

/**
 * A company admin's single sign-on settings (issue 31, docs/operations.md "Connecting a school's
 * identity provider"). Every change is an event on `sso-config-<company>` with the admin in it.
 */
@Controller('api/sso-settings')
@CompanyAdminOnly()
export class SsoSettingsController {
  constructor(private readonly service: SsoSettingsService) {}

  @Get()
  @ApiData(SsoSettingsResponse)
  async get(@CurrentUser() admin: AuthUser, @Req() request: FastifyRequest) {
    const row = await this.service.load(admin.companyId!);
    return ok(settingsView(row, admin.companyId!, publicOrigin(request)));
  }

  /** The company's active admins: who may be the break-glass administrator when SSO is required. */
  @Get('break-glass-candidates')
  @ApiData(SsoBreakGlassCandidateResponse, { isArray: true })
  async breakGlassCandidates(@CurrentUser() admin: AuthUser) {
    return ok(await this.service.breakGlassCandidates(admin.companyId!));
  }

  /** Checks the issuer's discovery document with the client's credentials before saving. */
  @Put('oidc')
  @ApiData(SsoSettingsResponse)
  @ApiErrors(409, 422)
  async saveOidc(
    @Body() body: OidcSettingsRequest,
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
  ) {
    const protocol = await oidcSettings(this.service, ctx.user!.companyId!, body);
    const row = await this.service.save(ctx, accessOf(body), protocol, body.client_secret !== undefined);
    return ok(settingsView(row, ctx.user!.companyId!, publicOrigin(request)), localized('sso.message.saved'));
  }

  /** Reads the IdP's metadata (pasted, or fetched from its HTTPS address) before saving. */
  @Put('saml')
  @ApiData(SsoSettingsResponse)
  @ApiErrors(409, 422)
  async saveSaml(
    @Body() body: SamlSettingsRequest,
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
  ) {
    const protocol = await samlSettings(this.service, ctx.user!.companyId!, body);
    const row = await this.service.save(ctx, accessOf(body), protocol, false);
    return ok(settingsView(row, ctx.user!.companyId!, publicOrigin(request)), localized('sso.message.saved'));
  }

  @Put('requirement')
  @ApiData(SsoSettingsResponse)
  @ApiErrors(404, 422)
  async requirement(
    @Body() body: SsoRequirementRequest,
    @Ctx() ctx: RequestContext,
    @Req() request: FastifyRequest,
  ) {
    const row = await this.service.setRequirement(ctx, body.require_sso, body.break_glass_user_id ?? null);
    return ok(settingsView(row, ctx.user!.companyId!, publicOrigin(request)), localized('sso.message.saved'));
  }

  @Delete()
  @ApiMessage()
  @ApiErrors(404)
  @HttpCode(200)
  async remove(@Ctx() ctx: RequestContext) {
    await this.service.remove(ctx);
    return ok(undefined, localized('sso.message.removed'));
  }
}
