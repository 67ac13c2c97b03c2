import { Injectable } from '@nestjs/common';
import { RequestContext } from '../../shared/auth/auth-user';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { ConflictError, UnauthorizedError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { localized } from '../../shared/i18n';
import { SessionGrant, SignInAccount } from '../auth/session-grant';
import { openTotp } from './enrolment.service';
import { MfaAccount, accountOf, actingAs, liveSignInAccount, recordMfa } from './mfa-account';
import { MfaFactors } from './mfa-factors';
import { mfaRequiredFor } from './mfa-policy';
import { MfaThrottle, throttled } from './mfa-throttle';
import { MfaMethod, MfaStepFailed } from './mfa.events';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyJson, authenticationOptions, verifyAuthentication } from './passkeys';
import { RecoveryCodes } from './recovery-codes';
import { relyingParty } from './relying-party';
import { CHALLENGE_SECONDS, SignInChallenges } from './sign-in-challenge';
import { totpStep } from './totp';

/** What POST /admin/login answers instead of a session when a second step is due. */
export interface SecondStepDue {
  challenge: string;
  /** The account has no factor yet and must enrol one now (its company requires it). */
  enrol: boolean;
  methods: MfaMethod[];
  expires_in: number;
}

type Check = (tx: Tx, account: MfaAccount) => Promise<'ok' | MfaStepFailed['data']['reason']>;

/**
 * The second step of a password sign-in (docs/security.md, "Multi-factor sign-in"). A right password
 * of an account with a factor, or whose company requires one, opens a challenge (sign-in-challenge.ts)
 * instead of a session; the session is granted (SessionGrant, the one place) only when an
 * authenticator code, a passkey or a recovery code passes. Each outcome is an event on the account's
 * `mfa-<id>` stream; wrong codes count against the account (MfaThrottle) and the challenge.
 */
@Injectable()
export class SecondStep {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: TenantKeys,
    private readonly challenges: SignInChallenges,
    private readonly throttle: MfaThrottle,
    private readonly recovery: RecoveryCodes,
    private readonly passkeyChallenges: PasskeyChallenges,
    private readonly grant: SessionGrant,
  ) {}

  /**
   * After a right password: the challenge to answer, or null when this account signs in with it alone.
   * `mustUseFactor`: a factor is required whatever the company's policy (the break-glass admin).
   */
  async dueFor(row: SignInAccount, mustUseFactor = false): Promise<SecondStepDue | null> {
    const account = accountOf(row);
    const { kinds, required, codesLeft } = await this.db.tx(SYSTEM, async (tx) => ({
      kinds: (await MfaFactors.confirmed(tx, account.id)).map((f) => f.kind),
      required: mustUseFactor || (await mfaRequiredFor(tx, account)),
      codesLeft: await this.recovery.remaining(tx, account.id),
    }));
    if (!kinds.length && !required) return null;
    const enrol = kinds.length === 0;
    const methods: MfaMethod[] = [...new Set(kinds)];
    if (!enrol && codesLeft > 0) methods.push('recovery');
    return {
      challenge: await this.challenges.open(account.id, enrol),
      enrol,
      methods,
      expires_in: CHALLENGE_SECONDS,
    };
  }

  totp(token: string, code: string, ctx: RequestContext) {
    return this.answer(token, 'totp', ctx, async (tx, account) => {
      let replayed = false;
      for (const factor of await MfaFactors.confirmed(tx, account.id, 'totp')) {
        const secret = openTotp(this.keys, account.companyId, factor.id, factor.totp_secret_sealed!);
        const step = totpStep(secret, code);
        if (step === null) continue;
        if (await MfaFactors.useTotpStep(tx, factor.id, step)) return 'ok';
        replayed = true;
      }
      return replayed ? 'replayed' : 'wrong';
    });
  }

  recoveryCode(token: string, code: string, ctx: RequestContext) {
    return this.answer(token, 'recovery', ctx, async (tx, account) =>
      (await this.recovery.spend(tx, account.id, code)) ? 'ok' : 'wrong',
    );
  }

  async passkeyOptions(token: string): Promise<PasskeyJson> {
    const { userId } = await this.challenge(token, false);
    const factors = await this.db.tx(SYSTEM, (tx) => MfaFactors.confirmed(tx, userId, 'passkey'));
    const options = await authenticationOptions(relyingParty(), factors);
    await this.passkeyChallenges.put('authenticate', userId, options.challenge);
    return options;
  }

  passkey(token: string, response: unknown, ctx: RequestContext) {
    return this.answer(token, 'passkey', ctx, async (tx, account) => {
      const expected = await this.passkeyChallenges.take('authenticate', account.id);
      if (!expected) return 'expired';
      const credentialId = (response as { id?: unknown } | null)?.id;
      if (typeof credentialId !== 'string') return 'wrong';
      const factor = await MfaFactors.byCredential(tx, account.id, credentialId);
      const counter = factor && (await verifyAuthentication(relyingParty(), response, expected, factor));
      if (counter === null || counter === undefined) return 'wrong';
      await MfaFactors.usePasskey(tx, factor!.id, counter);
      return 'ok';
    });
  }

  /** The account behind an enrolment challenge (the sign-in's enrolment runs MfaEnrolment as it). */
  async enrollingAccount(token: string): Promise<MfaAccount> {
    const { userId } = await this.challenge(token, true);
    const row = await this.db.tx(SYSTEM, (tx) => liveSignInAccount(tx, userId));
    if (!row) throw expired();
    return accountOf(row);
  }

  /** The enrolment inside a sign-in is done: the challenge is spent and the session granted. */
  async enrolled(token: string, ctx: RequestContext) {
    const { userId } = await this.challenge(token, true);
    return this.db.tx(SYSTEM, async (tx) => {
      const row = await liveSignInAccount(tx, userId);
      if (!row || !(await this.challenges.spend(token))) throw expired();
      await recordMfa(this.store, tx, actingAs(ctx, accountOf(row)), accountOf(row), [
        { type: 'MfaStepPassed', data: { method: 'enrolment' } },
      ]);
      return this.grant.grant(row, 'mfa', ctx);
    });
  }

  private async challenge(token: string, enrolling: boolean) {
    const challenge = await this.challenges.read(token);
    if (!challenge) throw expired();
    if (challenge.enrol !== enrolling)
      throw new ConflictError('MFA.WRONG_STEP', localized('mfa.error.wrongStep'));
    return challenge;
  }

  /**
   * Runs one answer: refused unread while the account is throttled; otherwise checked, recorded and
   * (when right) the challenge spent in the same transaction, then the session granted.
   */
  private async answer(token: string, method: MfaMethod, ctx: RequestContext, check: Check) {
    const challenge = await this.challenge(token, false);
    const wait = await this.throttle.waitSeconds(challenge.userId);
    const outcome = await this.db.tx(SYSTEM, async (tx) => {
      const row = await liveSignInAccount(tx, challenge.userId);
      if (!row) return { refused: 'gone' as const };
      const account = accountOf(row);
      const result = wait > 0 ? 'throttled' : await check(tx, account);
      const actor = actingAs(ctx, account);
      if (result !== 'ok') {
        await recordMfa(this.store, tx, actor, account, [
          { type: 'MfaStepFailed', data: { method, reason: result } },
        ]);
        return { refused: result };
      }
      if (!(await this.challenges.spend(token))) throw expired();
      await recordMfa(this.store, tx, actor, account, [{ type: 'MfaStepPassed', data: { method } }]);
      return { session: this.grant.grant(row, 'mfa', ctx) };
    });
    if ('session' in outcome) return outcome.session;
    if (outcome.refused === 'throttled') throw throttled(wait);
    if (outcome.refused === 'gone') throw expired();
    // A passkey answered after its own request lapsed: asked again, not counted as a guess.
    if (outcome.refused === 'expired') throw new UnauthorizedError(localized('mfa.error.passkeyExpired'));
    await this.throttle.recordFailure(challenge.userId);
    await this.challenges.fail(token, challenge);
    throw new UnauthorizedError(
      localized(outcome.refused === 'replayed' ? 'mfa.error.codeReused' : 'mfa.error.wrongCode'),
    );
  }
}

function expired(): UnauthorizedError {
  return new UnauthorizedError(localized('mfa.error.challengeExpired'));
}
