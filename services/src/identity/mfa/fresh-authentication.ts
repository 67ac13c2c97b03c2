import { Injectable } from '@nestjs/common';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { sessionClock } from '../../shared/auth/session-clock';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { DomainError, ValidationError, fieldError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { localized } from '../../shared/i18n';
import { UserAccounts } from '../users/user-accounts';
import { openTotp } from './enrolment.service';
import { MfaAccount, recordMfa } from './mfa-account';
import { MfaFactors } from './mfa-factors';
import { MfaThrottle } from './mfa-throttle';
import { totpStep } from './totp';

/**
 * How long a proof counts. Short: someone who finds a signed-in screen unattended must not be able to
 * add their own authenticator (a way back in) or remove the owner's; the owner, changing factors right
 * after proving it is them, is not asked twice.
 */
export const FRESH_AUTHENTICATION_MINUTES = 5;

export function reauthenticationRequired(): DomainError {
  return new DomainError(
    'MFA.REAUTHENTICATION_REQUIRED',
    localized('mfa.error.reauthenticationRequired', { minutes: FRESH_AUTHENTICATION_MINUTES }),
    403,
  );
}

/**
 * Adding or removing a sign-in factor, and issuing new recovery codes, need a fresh authentication
 * inside this session: the sign-in itself, or a re-authentication (`confirm`: the current password or
 * a current authenticator code), in the last FRESH_AUTHENTICATION_MINUTES. The time is kept on the
 * session's row (migration 065), so it ends with the session and serves no other. Wrong proofs count
 * against the account like wrong second-step codes (MfaThrottle) and are events on `mfa-<id>`.
 */
@Injectable()
export class FreshAuthentication {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: TenantKeys,
    private readonly accounts: UserAccounts,
    private readonly throttle: MfaThrottle,
  ) {}

  /** 403 `MFA.REAUTHENTICATION_REQUIRED` unless this session was authenticated within the window. */
  async assertFresh(user: AuthUser): Promise<void> {
    if ((await this.secondsLeft(user)) <= 0) throw reauthenticationRequired();
  }

  /** How long this session may still change factors (0: a proof is asked first). */
  async secondsLeft(user: AuthUser): Promise<number> {
    if (!user.sessionId) return 0;
    const [row] = await this.db.rows<{ proven_at: Date | null }>(
      SYSTEM,
      `SELECT greatest(created_at, reauthenticated_at) AS proven_at FROM sign_in_sessions
        WHERE id = $1 AND user_id = $2 AND ended_at IS NULL`,
      [user.sessionId, user.id],
    );
    if (!row?.proven_at) return 0;
    const left = row.proven_at.getTime() + FRESH_AUTHENTICATION_MINUTES * 60_000 - sessionClock.now();
    return Math.max(0, Math.floor(left / 1000));
  }

  /** Checks the password or the authenticator code; on success the session counts as fresh again. */
  async confirm(
    user: AuthUser,
    account: MfaAccount,
    proof: { password?: string; code?: string },
    ctx: RequestContext,
  ): Promise<void> {
    if (!user.sessionId) throw reauthenticationRequired();
    const method = proof.password ? 'password' : 'totp';
    await this.throttle.assertAllowed(account.id);
    const outcome = await this.db.tx(SYSTEM, async (tx) => {
      const result = proof.password
        ? (await this.accounts.passwordMatches(tx, account.id, proof.password))
          ? 'ok'
          : 'wrong'
        : await this.totpOutcome(tx, account, proof.code ?? '');
      if (result !== 'ok') {
        await recordMfa(this.store, tx, ctx, account, [
          { type: 'MfaReauthenticationFailed', data: { method, reason: result } },
        ]);
        return result;
      }
      await tx.query('UPDATE sign_in_sessions SET reauthenticated_at = $2 WHERE id = $1 AND user_id = $3', [
        user.sessionId,
        new Date(sessionClock.now()),
        account.id,
      ]);
      await recordMfa(this.store, tx, ctx, account, [{ type: 'MfaReauthenticated', data: { method } }]);
      return result;
    });
    if (outcome === 'ok') return;
    await this.throttle.recordFailure(account.id);
    throw new ValidationError([
      fieldError(
        method === 'password' ? 'password' : 'code',
        localized(
          method === 'password'
            ? 'mfa.error.wrongPassword'
            : outcome === 'replayed'
              ? 'mfa.error.codeReused'
              : 'mfa.error.wrongCode',
        ),
      ),
    ]);
  }

  /** A current code of one of the account's authenticator apps, each time step accepted once. */
  private async totpOutcome(tx: Tx, account: MfaAccount, code: string): Promise<'ok' | 'wrong' | 'replayed'> {
    let replayed = false;
    for (const factor of await MfaFactors.confirmed(tx, account.id, 'totp')) {
      const step = totpStep(
        openTotp(this.keys, account.companyId, factor.id, factor.totp_secret_sealed!),
        code,
      );
      if (step === null) continue;
      if (await MfaFactors.useTotpStep(tx, factor.id, step)) return 'ok';
      replayed = true;
    }
    return replayed ? 'replayed' : 'wrong';
  }
}
