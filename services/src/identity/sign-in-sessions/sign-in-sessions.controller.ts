import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AnySignedIn, CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { localized } from '../../shared/i18n';
import { GetSessionOwner, ListOwnSessions } from './own-sessions.queries';
import { SignInSessionTermination } from './end-all-sessions';
import { ChangeSessionPolicy, GetSessionPolicy } from './session-policy.commands';
import { SessionPolicyRequest } from './session-policy.dto';
import {
  CurrentSessionResponse,
  EndedSessionsResponse,
  OwnSessionResponse,
  SessionPolicyResponse,
} from './sign-in-sessions.response.dto';

/**
 * One's own sessions (Profile > Sessions), the calling session's timers (the console's idle warning)
 * and the company's session limits (/security > Sessions). docs/security.md, "Sessions".
 */
@Controller('api')
export class SignInSessionsController {
  constructor(
    private readonly sessions: SessionVerifier,
    private readonly termination: SignInSessionTermination,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('sign-in-sessions')
  @ApiData(OwnSessionResponse, { isArray: true })
  @AnySignedIn()
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.queries.execute(new ListOwnSessions(user.id, user.sessionId)));
  }

  /** The console asks with `X-Session-Activity: background`: reading the timers is not activity. */
  @Get('sign-in-sessions/current')
  @ApiData(CurrentSessionResponse)
  @AnySignedIn({ duringPasswordChange: true })
  current(@CurrentUser() user: AuthUser) {
    return ok(this.timers(user));
  }

  /** The console reports the user's input (at most once a minute) and "Stay signed in" here. */
  @Post('sign-in-sessions/current/activity')
  @ApiData(CurrentSessionResponse)
  @HttpCode(200)
  @AnySignedIn({ duringPasswordChange: true })
  async activity(@CurrentUser() user: AuthUser) {
    await this.sessions.recordActivity(user.sessionId!);
    return ok(this.timers(user));
  }

  /** Another user's session, or an unknown id, answers like a missing one. */
  @Delete('sign-in-sessions/:sessionId')
  @ApiMessage()
  @ApiErrors(404)
  @AnySignedIn()
  async end(@Param('sessionId') sessionId: string, @CurrentUser() user: AuthUser) {
    if ((await this.queries.execute(new GetSessionOwner(sessionId))) !== user.id)
      throw new NotFoundError('error.notFound.signInSession');
    await this.sessions.endSession(sessionId, 'ended-by-user');
    return ok(undefined, localized('session.ended'));
  }

  /** Every session of the user ends, this one included: the console then shows the sign-in page. */
  @Post('sign-in-sessions/end-all')
  @ApiData(EndedSessionsResponse)
  @HttpCode(200)
  @AnySignedIn()
  async endAll(@CurrentUser() user: AuthUser, @Ctx() ctx: RequestContext) {
    const ended = await this.termination.endAllSessions(user.id, 'signed-out-everywhere', undefined, {
      ip: ctx.ip,
    });
    return ok({ ended }, localized('session.signedOutEverywhere'));
  }

  @Get('security/session-policy')
  @ApiData(SessionPolicyResponse)
  @CompanyAdminOnly()
  async policy(@CurrentUser() admin: AuthUser) {
    return ok(await this.queries.execute(new GetSessionPolicy(admin.companyId!)));
  }

  @Put('security/session-policy')
  @ApiData(SessionPolicyResponse)
  @ApiErrors(422)
  @CompanyAdminOnly()
  async changePolicy(@Body() body: SessionPolicyRequest, @Ctx() ctx: RequestContext) {
    await this.commands.execute(
      new ChangeSessionPolicy(ctx, {
        idleTimeoutMinutes: body.idle_timeout_minutes,
        absoluteLifetimeHours: body.absolute_lifetime_hours,
      }),
    );
    return ok(
      await this.queries.execute(new GetSessionPolicy(ctx.user!.companyId!)),
      localized('session.policySaved'),
    );
  }

  private timers(user: AuthUser) {
    const left = this.sessions.remaining(user.sessionId!);
    const times = this.sessions.activity.times(user.sessionId!);
    return {
      idle_timeout_minutes: Math.round((times?.idleTimeoutMs ?? 0) / 60_000),
      absolute_lifetime_hours: Math.round((times?.absoluteLifetimeMs ?? 0) / 3_600_000),
      idle_seconds_left: left?.idleSeconds ?? 0,
      lifetime_seconds_left: left?.lifetimeSeconds ?? 0,
    };
  }
}
