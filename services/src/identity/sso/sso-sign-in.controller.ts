import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { ApiData, ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { LoginResponse } from '../auth/auth.response.dto';
import { SsoEmailRequest } from './sso-settings.dto';
import { SsoDiscoveryResponse, SsoStartResponse } from './sso-settings.response.dto';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoSettingsService, notConfigured } from './sso-settings.service';
import { CONSOLE_SSO_RETURN, publicOrigin } from './sso-addresses';
import { SSO_COOKIE, SSO_DELIVERY_COOKIE, cookieValue, ssoCookie } from './sso-flows';
import { SamlLogin } from './saml-login';
import { SsoStartThrottle } from './sso-start-throttle';

const secure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Single sign-on from the sign-in page (issue 31). Nothing personal travels in a URL: the e-mail is
 * posted, the browser's flow is an HttpOnly cookie, and the session is picked up by a POST after the
 * IdP sends the browser back; the IdP's redirect carries only the protocol's own code and state
 * (OIDC) or posts its answer (SAML).
 */
@Controller('api/sso')
@Public()
export class SsoSignInController {
  constructor(
    private readonly signIn: SsoSignInService,
    private readonly settings: SsoSettingsService,
    private readonly saml: SamlLogin,
    private readonly throttle: SsoStartThrottle,
  ) {}

  /** Whether the address's domain signs in through its school's identity provider (never whether the user exists). */
  @Post('discover')
  @ApiData(SsoDiscoveryResponse)
  @ApiErrors(429)
  @HttpCode(200)
  async discover(@Body() body: SsoEmailRequest, @Req() request: FastifyRequest) {
    await this.throttle.take(request.ip);
    return ok({ sso: !!(await this.signIn.settingsFor(body.email)) });
  }

  /** Sets the flow's cookie and answers the IdP address to send the browser to. */
  @Post('start')
  @ApiData(SsoStartResponse)
  @ApiErrors(422, 429)
  @HttpCode(200)
  async start(
    @Body() body: SsoEmailRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.throttle.take(request.ip);
    const { redirectUrl, binding } = await this.signIn.start(body.email, publicOrigin(request));
    reply.header('Set-Cookie', ssoCookie(SSO_COOKIE, binding, secure(request)));
    return ok({ redirect_url: redirectUrl });
  }

  /** The OIDC provider's redirect back (code and state); the console finishes at /auth/sso-return. */
  @Get('oidc/callback')
  @ApiExcludeEndpoint()
  async oidcCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Ctx() ctx: RequestContext) {
    const binding = cookieValue(request.headers.cookie, SSO_COOKIE);
    const url = new URL(request.url, publicOrigin(request));
    const delivery = await this.signIn.completeOidc(binding, url, ctx);
    this.finish(request, reply, delivery);
  }

  /** The SAML IdP's answer (HTTP-POST binding) for one company. */
  @Post('saml/acs/:companyId')
  @ApiExcludeEndpoint()
  async samlAcs(
    @Param('companyId', IdParamPipe) companyId: number,
    @Body() form: Record<string, string>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Ctx() ctx: RequestContext,
  ) {
    const delivery = await this.signIn.completeSaml(companyId, form ?? {}, publicOrigin(request), ctx);
    this.finish(request, reply, delivery);
  }

  /** The SP metadata for the school's IdP admin: entity id, ACS URL and signing certificate. */
  @Get('saml/metadata/:companyId')
  @ApiFile(['application/samlmetadata+xml'], "The company's SAML service-provider metadata.")
  @ApiErrors(404)
  async samlMetadata(
    @Param('companyId', IdParamPipe) companyId: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const row = await this.settings.load(companyId);
    if (!row || row.protocol !== 'saml') throw notConfigured();
    reply
      .header('Content-Type', 'application/samlmetadata+xml')
      .send(this.saml.metadata(row, publicOrigin(request)));
  }

  /**
   * The session of a single sign-on this browser began and brought back, once. 401 with the reason
   * when the IdP's answer was refused; 422 when this browser has no sign-in to pick up.
   */
  @Post('session')
  @ApiData(LoginResponse)
  @ApiErrors(401, 422)
  @HttpCode(200)
  async session(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const login = await this.signIn.pickUp(
      cookieValue(request.headers.cookie, SSO_COOKIE),
      cookieValue(request.headers.cookie, SSO_DELIVERY_COOKIE),
    );
    reply.header('Set-Cookie', [
      ssoCookie(SSO_COOKIE, '', secure(request), 0),
      ssoCookie(SSO_DELIVERY_COOKIE, '', secure(request), 0),
    ]);
    return ok(login);
  }

  /** Back to the console, with the delivery cookie that, with the flow's, picks the outcome up. */
  private finish(request: FastifyRequest, reply: FastifyReply, delivery: string | null) {
    if (delivery) reply.header('Set-Cookie', ssoCookie(SSO_DELIVERY_COOKIE, delivery, secure(request), 120));
    reply.redirect(CONSOLE_SSO_RETURN, 303);
  }
}
