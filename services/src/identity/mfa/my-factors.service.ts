import { Injectable } from '@nestjs/common';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { isUuid } from '../../shared/http/uuid';
import { localized } from '../../shared/i18n';
import { MfaAccount, recordMfa } from './mfa-account';
import { MfaFactors, factorView } from './mfa-factors';
import { companyMfaPolicy, mfaRequiredFor } from './mfa-policy';
import { RecoveryCodes } from './recovery-codes';
import { SignInSessionTermination } from '../sign-in-sessions/end-all-sessions';

/**
 * The profile page's "Two-step sign-in": a user's own factors and recovery codes. Removing a factor
 * or issuing new codes ends the user's other sessions (whoever held the lost phone or the old codes
 * and signed in with them is signed out), this one going on, like a password change.
 */
@Injectable()
export class MyFactors {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly recovery: RecoveryCodes,
    private readonly sessions: SignInSessionTermination,
  ) {}

  overview(account: MfaAccount) {
    return this.db.tx(SYSTEM, async (tx) => ({
      required: await mfaRequiredFor(tx, account),
      policy: account.companyId === null ? null : await companyMfaPolicy(tx, account.companyId),
      factors: (await MfaFactors.confirmed(tx, account.id)).map(factorView),
      recovery_codes_left: await this.recovery.remaining(tx, account.id),
    }));
  }

  /** Refused for the last factor of someone who must use one (the delete is rolled back). */
  async remove(account: MfaAccount, factorId: string, ctx: RequestContext): Promise<void> {
    if (!isUuid(factorId)) throw new NotFoundError();
    const ended = await this.db.tx(SYSTEM, async (tx) => {
      const removed = await MfaFactors.remove(tx, account.id, factorId);
      if (!removed) throw new NotFoundError();
      const left = await MfaFactors.confirmed(tx, account.id);
      if (!left.length) {
        if (await mfaRequiredFor(tx, account))
          throw new ConflictError('MFA.LAST_FACTOR', localized('mfa.error.lastFactorRequired'));
        // Without a factor the codes would be a way in that nothing else guards.
        await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [account.id]);
      }
      await recordMfa(this.store, tx, ctx, account, [
        { type: 'MfaFactorRemoved', data: { factorId, kind: removed.kind } },
      ]);
      return this.endOtherSessions(tx, account, ctx);
    });
    await this.sessions.recordEnded(account.id, 'factors-changed', ended, { ip: ctx.ip });
  }

  /** Ten new codes; the earlier ones stop working at once. */
  async regenerateCodes(account: MfaAccount, ctx: RequestContext): Promise<string[]> {
    const { codes, ended } = await this.db.tx(SYSTEM, async (tx) => {
      if (!(await MfaFactors.confirmed(tx, account.id)).length)
        throw new ConflictError('MFA.NO_FACTOR', localized('mfa.error.noFactor'));
      const codes = await this.recovery.replace(tx, account.id, account.companyId);
      await recordMfa(this.store, tx, ctx, account, [
        { type: 'MfaRecoveryCodesIssued', data: { count: codes.length } },
      ]);
      return { codes, ended: await this.endOtherSessions(tx, account, ctx) };
    });
    await this.sessions.recordEnded(account.id, 'factors-changed', ended, { ip: ctx.ip });
    return codes;
  }

  /** Every session of the user but the one making the change, when the change commits. */
  private endOtherSessions(tx: Tx, account: MfaAccount, ctx: RequestContext): Promise<number> {
    return this.sessions.endAllSessions(account.id, 'factors-changed', tx, { keep: ctx.user?.sessionId });
  }
}
