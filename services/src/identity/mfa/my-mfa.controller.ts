import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AnySignedIn } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { MfaEnrolment } from './enrolment.service';
import { MfaAccount } from './mfa-account';
import { ConfirmTotpRequest, ReauthenticateRequest, RegisterPasskeyRequest } from './mfa.dto';
import { FreshAuthentication } from './fresh-authentication';
import { ValidationError, fieldError } from '../../shared/domain/domain-error';
import {
  MyMfaResponse,
  PasskeyOptionsResponse,
  RecoveryCodesResponse,
  TotpEnrolmentResponse,
} from './mfa.response.dto';
import { MyFactors } from './my-factors.service';

const account = (user: AuthUser): MfaAccount => ({
  id: user.id,
  companyId: user.companyId,
  userType: user.userType,
  email: user.email,
  name: user.name,
});

/**
 * The signed-in user's own factors (the profile page's "Two-step sign-in"); API keys are refused by the
 * guard. Adding one (its first step), removing one and new recovery codes need a fresh authentication
 * (fresh-authentication.ts): otherwise 403 `MFA.REAUTHENTICATION_REQUIRED`, and the console asks for
 * the password or a code (`POST reauthenticate`) and tries again.
 */
@Controller('api/users/me/mfa')
@AnySignedIn()
export class MyMfaController {
  constructor(
    private readonly factors: MyFactors,
    private readonly enrolment: MfaEnrolment,
    private readonly fresh: FreshAuthentication,
  ) {}

  @Get()
  @ApiData(MyMfaResponse)
  async overview(@CurrentUser() user: AuthUser) {
    const [overview, freshSecondsLeft] = await Promise.all([
      this.factors.overview(account(user)),
      this.fresh.secondsLeft(user),
    ]);
    return ok({ ...overview, fresh_seconds_left: freshSecondsLeft });
  }

  /** The current password or a current authenticator code: factor changes are allowed for a few minutes. */
  @Post('reauthenticate')
  @ApiMessage()
  @ApiErrors(422, 429)
  @HttpCode(200)
  async reauthenticate(@Body() body: ReauthenticateRequest, @Ctx() ctx: RequestContext) {
    if (!body.password === !body.code)
      throw new ValidationError([fieldError('password', localized('mfa.error.proofRequired'))]);
    await this.fresh.confirm(ctx.user!, account(ctx.user!), body, ctx);
    return ok(undefined, localized('mfa.message.reauthenticated'));
  }

  @Post('totp')
  @ApiData(TotpEnrolmentResponse)
  @ApiErrors([403, 'MFA.REAUTHENTICATION_REQUIRED.'])
  @HttpCode(200)
  async startTotp(@CurrentUser() user: AuthUser) {
    await this.fresh.assertFresh(user);
    return ok(await this.enrolment.startTotp(account(user)));
  }

  @Post('totp/confirm')
  @ApiData(RecoveryCodesResponse)
  @ApiErrors(400, 429)
  @HttpCode(200)
  async confirmTotp(@Body() body: ConfirmTotpRequest, @Ctx() ctx: RequestContext) {
    const codes = await this.enrolment.confirmTotp(
      account(ctx.user!),
      body.factor_id,
      body.code,
      body.label ?? '',
      ctx,
    );
    return ok({ recovery_codes: codes });
  }

  @Post('passkey/options')
  @ApiData(PasskeyOptionsResponse)
  @ApiErrors([403, 'MFA.REAUTHENTICATION_REQUIRED.'])
  @HttpCode(200)
  async passkeyOptions(@CurrentUser() user: AuthUser) {
    await this.fresh.assertFresh(user);
    return ok({ options: await this.enrolment.passkeyOptions(account(user)) });
  }

  @Post('passkey')
  @ApiData(RecoveryCodesResponse)
  @ApiErrors(400, 409)
  @HttpCode(200)
  async registerPasskey(@Body() body: RegisterPasskeyRequest, @Ctx() ctx: RequestContext) {
    const codes = await this.enrolment.finishPasskey(
      account(ctx.user!),
      body.response,
      body.label ?? '',
      ctx,
    );
    return ok({ recovery_codes: codes });
  }

  @Delete('factors/:factorId')
  @ApiMessage()
  @ApiErrors([403, 'MFA.REAUTHENTICATION_REQUIRED.'], 404, [409, 'MFA.LAST_FACTOR.'])
  async remove(@Param('factorId') factorId: string, @Ctx() ctx: RequestContext) {
    await this.fresh.assertFresh(ctx.user!);
    await this.factors.remove(account(ctx.user!), factorId, ctx);
    return ok(undefined, localized('mfa.message.factorRemoved'));
  }

  @Post('recovery-codes')
  @ApiData(RecoveryCodesResponse)
  @ApiErrors([403, 'MFA.REAUTHENTICATION_REQUIRED.'], [409, 'MFA.NO_FACTOR.'])
  @HttpCode(200)
  async regenerateCodes(@Ctx() ctx: RequestContext) {
    await this.fresh.assertFresh(ctx.user!);
    return ok({ recovery_codes: await this.factors.regenerateCodes(account(ctx.user!), ctx) });
  }
}
