import { Injectable, Logger } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import { RequestContext } from '../../shared/auth/auth-user';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { SignInEvent, signInStreamId } from './sign-in.events';
import { UnauthorizedError } from '../../shared/domain/domain-error';
import { UserAccounts } from '../users/user-accounts';
import { LoginThrottle } from './login-throttle';
import { localized } from '../../shared/i18n';
import { SsoPasswordRule } from '../sso/sso-password-rule';
import { SessionGrant } from './session-grant';
import { SecondStep } from '../mfa/second-step.service';

const INVALID = localized('error.invalidCredentials');
const SSO_REQUIRED = localized('sso.error.passwordRefused');

/**
 * POST /admin/login. One message for every failure (unknown email, wrong password, disabled user,
 * deleted company) and the same argon2 work on each path, so neither text nor timing tells them apart.
 * Each outcome for a known account is a security event on its sign-in stream (sign-in.events.ts),
 * committed with the check; a failure for an address no account has is a log line (no stream to put
 * it on, and none is made for whatever a caller types). A right password of an account with a second
 * factor (or whose company requires one) answers a challenge, not a session (mfa/second-step.service.ts).
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    private readonly throttle: LoginThrottle,
    private readonly store: EventStore,
    private readonly ssoRule: SsoPasswordRule,
    private readonly secondStep: SecondStep,
    private readonly grant: SessionGrant,
  ) {}

  private readonly logger = new Logger('SignIn');

  async signIn(email: string, password: string, ctx: RequestContext) {
    // The client address as everywhere else: Fastify's request.ip (TRUST_PROXY decides whether
    // X-Forwarded-For counts).
    const ip = ctx.ip ?? '';
    await this.throttle.assertAllowed(email, ip);
    const result = await this.db.tx(SYSTEM, async (tx) => {
      const user = (
        await tx.query(
          `SELECT u.* FROM users u LEFT JOIN companies c ON c.id = u.company_id
            WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL AND (u.company_id IS NULL OR c.deleted_at IS NULL)`,
          [email.trim()],
        )
      ).rows[0];
      const matches = await this.accounts.passwordMatches(tx, user ? Number(user.id) : -1, password);
      if (!user) {
        this.logger.warn(`sign-in failed for an address no account has, from ${ip}`);
        return (await this.ssoRule.refusesUnknownAddress(tx, email)) ? 'sso-required' : null;
      }
      // A company that requires single sign-on refuses its staff's password, right or wrong, with one
      // message (sso-password-rule.ts): the answer must not tell whether the password was right (nor
      // whether the account is disabled, or exists: refusesUnknownAddress).
      const ssoOnly = await this.ssoRule.refusesPassword(tx, user);
      // The break-glass admin's failed attempt gets the same refusal: a different answer would tell
      // anyone probing addresses which account of the school still signs in with a password.
      const breakGlass = !ssoOnly && (await this.ssoRule.isBreakGlass(tx, user));
      const event: SignInEvent =
        matches && !user.disabled && !ssoOnly
          ? { type: 'SignInSucceeded', data: {} }
          : {
              type: 'SignInFailed',
              // The event keeps whether the password was right (an auditor's signal of a known
              // password); the caller is told only that SSO is required.
              data: { reason: !matches ? 'password' : user.disabled ? 'disabled' : 'sso-required' },
            };
      const companyId = user.company_id === null ? null : Number(user.company_id);
      await this.store.append(
        tx,
        signInStreamId(Number(user.id)),
        'any',
        [event],
        eventMetadata(ctx, companyId),
      );
      return event.type === 'SignInSucceeded' ? user : ssoOnly || breakGlass ? 'sso-required' : null;
    });
    if (!result || result === 'sso-required') {
      // Counted alike, so the throttle does not tell a right password from a wrong one either.
      await this.throttle.recordFailure(email, ip);
      throw new UnauthorizedError(result ? SSO_REQUIRED : INVALID);
    }
    await this.throttle.recordSuccess(email, ip);
    // A second step due (a factor enrolled, or required: by the company, or for the break-glass admin
    // of a company that requires SSO): a challenge instead of a session.
    const breakGlass = await this.db.tx(SYSTEM, (tx) => this.ssoRule.isBreakGlass(tx, result));
    return (await this.secondStep.dueFor(result, breakGlass)) ?? this.grant.grant(result, 'password', ctx);
  }
}
