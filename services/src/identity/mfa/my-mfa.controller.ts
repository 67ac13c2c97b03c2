import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AnySignedIn } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { MfaEnrolment } from './enrolment.service';
import { MfaAccount } from './mfa-account';
import { ConfirmTotpRequest, RegisterPasskeyRequest } from './mfa.dto';
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

/** The signed-in user's own factors (the profile page's "Two-step sign-in"); API keys are refused by the guard. */
@Controller('api/users/me/mfa')
@AnySignedIn()
export class MyMfaController {
  constructor(
    private readonly factors: MyFactors,
    private readonly enrolment: MfaEnrolment,
  ) {}

  @Get()
  @ApiData(MyMfaResponse)
  async overview(@CurrentUser() user: AuthUser) {
    return ok(await this.factors.overview(account(user)));
  }

  @Post('totp')
  @ApiData(TotpEnrolmentResponse)
  @HttpCode(200)
  async startTotp(@CurrentUser() user: AuthUser) {
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
  @HttpCode(200)
  async passkeyOptions(@CurrentUser() user: AuthUser) {
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
  @ApiErrors(404, [409, 'MFA.LAST_FACTOR.'])
  async remove(@Param('factorId') factorId: string, @Ctx() ctx: RequestContext) {
    await this.factors.remove(account(ctx.user!), factorId, ctx);
    return ok(undefined, localized('mfa.message.factorRemoved'));
  }

  @Post('recovery-codes')
  @ApiData(RecoveryCodesResponse)
  @ApiErrors([409, 'MFA.NO_FACTOR.'])
  @HttpCode(200)
  async regenerateCodes(@Ctx() ctx: RequestContext) {
    return ok({ recovery_codes: await this.factors.regenerateCodes(account(ctx.user!), ctx) });
  }
}
