import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { toDataURL } from 'qrcode';
import { RequestContext } from '../../shared/auth/auth-user';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { ConflictError, ValidationError, fieldError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { localized } from '../../shared/i18n';
import { MfaAccount, recordMfa } from './mfa-account';
import { MfaFactors } from './mfa-factors';
import { MfaThrottle } from './mfa-throttle';
import { MfaEvent, MfaFactorKind } from './mfa.events';
import { PasskeyChallenges } from './passkey-challenges';
import { PasskeyJson, registrationOptions, verifyRegistration } from './passkeys';
import { RecoveryCodes } from './recovery-codes';
import { relyingParty } from './relying-party';
import { newTotpSecret, totpStep, totpUri } from './totp';

/** The tenant-key purpose sealing TOTP secrets (the super admin's, with no company, under tenant 0). */
export const TOTP_SECRET_PURPOSE = 'mfa-totp';

export const sealTotp = (keys: TenantKeys, companyId: number | null, factorId: string, secret: string) =>
  keys.seal(companyId ?? 0, TOTP_SECRET_PURPOSE, Buffer.from(secret), factorId);
export const openTotp = (keys: TenantKeys, companyId: number | null, factorId: string, sealed: Buffer) =>
  keys.open(companyId ?? 0, TOTP_SECRET_PURPOSE, sealed, factorId).toString();

/** What the enrolment screen shows: the QR code (rendered here, no outside service) and the same secret to type. */
export interface TotpEnrolmentStart {
  factor_id: string;
  secret: string;
  qr_code: string;
}

/**
 * Adding a factor, from the profile page or, for an account that must, inside the sign-in. A TOTP
 * authenticator is stored unconfirmed (its secret sealed) until the first code it shows is typed
 * back; a passkey is stored once the browser's answer verifies. The first factor comes with ten
 * recovery codes, answered once.
 */
@Injectable()
export class MfaEnrolment {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: TenantKeys,
    private readonly recovery: RecoveryCodes,
    private readonly throttle: MfaThrottle,
    private readonly passkeyChallenges: PasskeyChallenges,
  ) {}

  async startTotp(account: MfaAccount): Promise<TotpEnrolmentStart> {
    const id = randomUUID();
    const secret = newTotpSecret();
    await this.db.tx(SYSTEM, (tx) =>
      MfaFactors.insert(tx, {
        id,
        kind: 'totp',
        label: '',
        userId: account.id,
        companyId: account.companyId,
        totpSecretSealed: sealTotp(this.keys, account.companyId, id, secret),
        confirmed: false,
      }),
    );
    const qr = await toDataURL(totpUri(secret, account.email), { errorCorrectionLevel: 'M', margin: 1 });
    return { factor_id: id, secret, qr_code: qr };
  }

  /** The first code proves the app holds the secret; a wrong one is refused, counted and recorded. */
  async confirmTotp(
    account: MfaAccount,
    factorId: string,
    code: string,
    label: string,
    ctx: RequestContext,
  ): Promise<string[]> {
    await this.throttle.assertAllowed(account.id);
    type Outcome = { codes: string[] } | { refused: 'expired' | 'wrong' };
    const outcome = await this.db.tx(SYSTEM, async (tx): Promise<Outcome> => {
      const row = await MfaFactors.pending(tx, account.id, factorId);
      if (!row?.totp_secret_sealed) return { refused: 'expired' };
      const step = totpStep(openTotp(this.keys, account.companyId, row.id, row.totp_secret_sealed), code);
      if (step === null) {
        await recordMfa(this.store, tx, ctx, account, [
          { type: 'MfaStepFailed', data: { method: 'totp', reason: 'wrong' } },
        ]);
        return { refused: 'wrong' };
      }
      await MfaFactors.confirm(tx, row.id, step);
      await tx.query('UPDATE mfa_factors SET label = $2 WHERE id = $1', [row.id, label]);
      return { codes: await this.enrolled(tx, account, ctx, row.id, 'totp', label) };
    });
    if ('codes' in outcome) return outcome.codes;
    if (outcome.refused === 'wrong') await this.throttle.recordFailure(account.id);
    throw new ValidationError([
      fieldError(
        'code',
        localized(outcome.refused === 'wrong' ? 'mfa.error.wrongCode' : 'mfa.error.enrolmentExpired'),
      ),
    ]);
  }

  async passkeyOptions(account: MfaAccount): Promise<PasskeyJson> {
    const existing = await this.db.tx(SYSTEM, (tx) => MfaFactors.confirmed(tx, account.id, 'passkey'));
    const options = await registrationOptions(relyingParty(), account, existing);
    await this.passkeyChallenges.put('register', account.id, options.challenge);
    return options;
  }

  async finishPasskey(
    account: MfaAccount,
    response: unknown,
    label: string,
    ctx: RequestContext,
  ): Promise<string[]> {
    const expected = await this.passkeyChallenges.take('register', account.id);
    const credential = expected ? await verifyRegistration(relyingParty(), response, expected) : null;
    if (!credential) throw passkeyRefused(expected ? 'mfa.error.passkeyRefused' : 'mfa.error.passkeyExpired');
    const id = randomUUID();
    try {
      return await this.db.tx(SYSTEM, async (tx) => {
        await MfaFactors.insert(tx, {
          id,
          kind: 'passkey',
          label,
          userId: account.id,
          companyId: account.companyId,
          credentialId: credential.id,
          publicKey: credential.publicKey,
          signCount: credential.counter,
          transports: credential.transports,
          confirmed: true,
        });
        return this.enrolled(tx, account, ctx, id, 'passkey', label);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ConflictError('MFA.PASSKEY_KNOWN', localized('mfa.error.passkeyKnown'));
      throw error;
    }
  }

  /** The events of a new factor; recovery codes with the first one (or when none are left). */
  private async enrolled(
    tx: Tx,
    account: MfaAccount,
    ctx: RequestContext,
    factorId: string,
    kind: MfaFactorKind,
    label: string,
  ): Promise<string[]> {
    const events: MfaEvent[] = [{ type: 'MfaFactorEnrolled', data: { factorId, kind, label } }];
    const codes =
      (await this.recovery.remaining(tx, account.id)) === 0
        ? await this.recovery.replace(tx, account.id, account.companyId)
        : [];
    if (codes.length) events.push({ type: 'MfaRecoveryCodesIssued', data: { count: codes.length } });
    await recordMfa(this.store, tx, ctx, account, events);
    return codes;
  }
}

function passkeyRefused(key: 'mfa.error.passkeyRefused' | 'mfa.error.passkeyExpired'): ValidationError {
  return new ValidationError([fieldError('response', localized(key))]);
}
