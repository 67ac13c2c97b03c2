import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Public } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { LoginResponse } from '../auth/auth.response.dto';
import { MfaEnrolment } from './enrolment.service';
import {
  ChallengeCodeRequest,
  ChallengeConfirmTotpRequest,
  ChallengePasskeyRequest,
  ChallengeRegisterPasskeyRequest,
  ChallengeRequest,
} from './mfa.dto';
import { MfaSignInResponse, PasskeyOptionsResponse, TotpEnrolmentResponse } from './mfa.response.dto';
import { SecondStep } from './second-step.service';

/**
 * The second step of a sign-in (after POST /admin/login answered 202 with a challenge). Public
 * routes: the challenge in the body is the only credential they take, and it is no session.
 */
@Controller('admin/login/mfa')
@Public()
export class MfaSignInController {
  constructor(
    private readonly secondStep: SecondStep,
    private readonly enrolment: MfaEnrolment,
  ) {}

  @Post('totp')
  @ApiData(LoginResponse)
  @ApiErrors(400, 401, 409, 429)
  @HttpCode(200)
  async totp(@Body() body: ChallengeCodeRequest, @Ctx() ctx: RequestContext) {
    return ok(await this.secondStep.totp(body.challenge, body.code, ctx));
  }

  @Post('recovery')
  @ApiData(LoginResponse)
  @ApiErrors(400, 401, 409, 429)
  @HttpCode(200)
  async recovery(@Body() body: ChallengeCodeRequest, @Ctx() ctx: RequestContext) {
    return ok(await this.secondStep.recoveryCode(body.challenge, body.code, ctx));
  }

  @Post('passkey/options')
  @ApiData(PasskeyOptionsResponse)
  @ApiErrors(400, 401, 409)
  @HttpCode(200)
  async passkeyOptions(@Body() body: ChallengeRequest) {
    return ok({ options: await this.secondStep.passkeyOptions(body.challenge) });
  }

  @Post('passkey')
  @ApiData(LoginResponse)
  @ApiErrors(400, 401, 409, 429)
  @HttpCode(200)
  async passkey(@Body() body: ChallengePasskeyRequest, @Ctx() ctx: RequestContext) {
    return ok(await this.secondStep.passkey(body.challenge, body.response, ctx));
  }

  /** An account that must enrol first: a new authenticator app (QR code and secret). */
  @Post('enrol/totp')
  @ApiData(TotpEnrolmentResponse)
  @ApiErrors(400, 401, 409)
  @HttpCode(200)
  async enrolTotp(@Body() body: ChallengeRequest) {
    return ok(await this.enrolment.startTotp(await this.secondStep.enrollingAccount(body.challenge)));
  }

  /** Its first code: the factor is kept, the recovery codes shown, and the session granted. */
  @Post('enrol/totp/confirm')
  @ApiData(MfaSignInResponse)
  @ApiErrors(400, 401, 409, 429)
  @HttpCode(200)
  async confirmTotp(@Body() body: ChallengeConfirmTotpRequest, @Ctx() ctx: RequestContext) {
    const account = await this.secondStep.enrollingAccount(body.challenge);
    const codes = await this.enrolment.confirmTotp(account, body.factor_id, body.code, body.label ?? '', ctx);
    return ok({ ...(await this.secondStep.enrolled(body.challenge, ctx)), recovery_codes: codes });
  }

  @Post('enrol/passkey/options')
  @ApiData(PasskeyOptionsResponse)
  @ApiErrors(400, 401, 409)
  @HttpCode(200)
  async enrolPasskeyOptions(@Body() body: ChallengeRequest) {
    const account = await this.secondStep.enrollingAccount(body.challenge);
    return ok({ options: await this.enrolment.passkeyOptions(account) });
  }

  @Post('enrol/passkey')
  @ApiData(MfaSignInResponse)
  @ApiErrors(400, 401, 409)
  @HttpCode(200)
  async enrolPasskey(@Body() body: ChallengeRegisterPasskeyRequest, @Ctx() ctx: RequestContext) {
    const account = await this.secondStep.enrollingAccount(body.challenge);
    const codes = await this.enrolment.finishPasskey(account, body.response, body.label ?? '', ctx);
    return ok({ ...(await this.secondStep.enrolled(body.challenge, ctx)), recovery_codes: codes });
  }
}
