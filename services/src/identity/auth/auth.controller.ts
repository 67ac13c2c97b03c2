import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AnySignedIn, Public } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { GetOwnAccount, GetUserLogoUrl } from './auth.queries';
import { LoginRequest, NewPasswordRequest, UpdatePasswordRequest } from './auth.dto';
import { ChangeOwnPassword, SetForcedPassword } from './password-commands';
import { SignInService } from './sign-in.service';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import {
  AccessTokenResponse,
  AuthUserResponse,
  CompanyBrandingResponse,
  LoginResponse,
} from './auth.response.dto';
import { localized } from '../../shared/i18n';
import { MfaChallengeResponse } from '../mfa/mfa.response.dto';

@Controller()
export class AuthController {
  constructor(
    private readonly signInService: SignInService,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly sessions: SessionVerifier,
  ) {}

  @Post('admin/login')
  @ApiData(LoginResponse)
  @ApiData(MfaChallengeResponse, {
    status: 202,
    description: 'The password was right; a second step is due.',
  })
  @ApiErrors(401, 429)
  @Public()
  async login(@Body() body: LoginRequest, @Ctx() ctx: RequestContext, @Res() reply: FastifyReply) {
    const answer = await this.signInService.signIn(body.email, body.password, ctx);
    // The session's row must be committed before its token leaves, or the next request (on another
    // process) would not find it. The session-writes hook waits for it too; waiting here first makes
    // a failed write this route's error, answered like any other.
    await this.sessions.settled();
    // 202: no session yet, the challenge goes to the second step (mfa/mfa-sign-in.controller.ts).
    await reply.status('challenge' in answer ? 202 : 200).send(ok(answer));
  }

  /** Sign-out: this token's server-side session ends, so it is refused from now on, not only forgotten by the browser. */
  @Post('api/logout')
  @ApiMessage()
  @HttpCode(200)
  @AnySignedIn({ duringPasswordChange: true })
  async logout(@Headers('authorization') authorization: string | undefined) {
    await this.sessions.revoke(authorization);
    return ok(undefined, localized('message.signedOut'));
  }

  @Get('api/users/me')
  @ApiData(AuthUserResponse)
  @AnySignedIn({ duringPasswordChange: true })
  async me(@CurrentUser() user: AuthUser) {
    return ok(await this.queries.execute(new GetOwnAccount(user.id)));
  }

  @Post('admin/new-password')
  @ApiMessage()
  @ApiErrors([409, 'USER.NO_PASSWORD_CHANGE_PENDING.'])
  @HttpCode(200)
  @AnySignedIn({ duringPasswordChange: true })
  async newPassword(@Body() body: NewPasswordRequest, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetForcedPassword(ctx, body.password, body.confirm_password));
    return ok(undefined, localized('message.passwordSet'));
  }

  @Patch('api/users/update-password')
  @ApiData(AccessTokenResponse)
  @AnySignedIn()
  async updatePassword(@Body() body: UpdatePasswordRequest, @Ctx() ctx: RequestContext) {
    const token = await this.commands.execute(
      new ChangeOwnPassword(ctx, body.currentPassword, body.password, body.confirmpassword),
    );
    return ok({ access_token: token }, localized('message.passwordReset'));
  }

  /** Another company's user answers like a missing one. */
  @Get('get-company-branding/:userId')
  @ApiData(CompanyBrandingResponse, { description: "The logo of a user's company." })
  @ApiErrors(404)
  @AnySignedIn({ duringPasswordChange: true })
  async branding(@Param('userId', IdParamPipe) userId: number, @CurrentUser() user: AuthUser) {
    const logo = await this.queries.execute(new GetUserLogoUrl(userId, user));
    return ok({ logo_url: logo });
  }
}
