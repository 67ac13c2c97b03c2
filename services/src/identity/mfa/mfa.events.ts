import { NewEvent } from '../../shared/domain/event';

/**
 * Multi-factor facts (docs/security.md, "Multi-factor sign-in"), on a stream per user, `mfa-<userId>`,
 * beside the password sign-in's own (sign-in.events.ts): what was enrolled, removed or reset, when a
 * second step passed or failed, and from where (the metadata's `ip`). Never a secret, a code, a
 * public key or a challenge: a factor is named by its id, kind and the label its owner gave it.
 */
export type MfaFactorKind = 'totp' | 'passkey';
/** How a second step was passed: an authenticator app's code, a passkey, or a one-time recovery code. */
export type MfaMethod = MfaFactorKind | 'recovery';

export type MfaFactorEnrolled = NewEvent<
  'MfaFactorEnrolled',
  { factorId: string; kind: MfaFactorKind; label: string }
>;
/** The owner removed one of their factors. */
export type MfaFactorRemoved = NewEvent<'MfaFactorRemoved', { factorId: string; kind: MfaFactorKind }>;
/** A company admin removed every factor and recovery code (the admin is the metadata's actor). */
export type MfaFactorsReset = NewEvent<'MfaFactorsReset', { factors: number }>;
/** Ten fresh recovery codes replaced the earlier ones (the codes themselves are only shown, once). */
export type MfaRecoveryCodesIssued = NewEvent<'MfaRecoveryCodesIssued', { count: number }>;
/** `enrolment`: an account that had to enrol did so inside its sign-in, which then completed. */
export type MfaStepPassed = NewEvent<'MfaStepPassed', { method: MfaMethod | 'enrolment' }>;
/**
 * `wrong`: no factor accepts it; `replayed`: a TOTP code already used; `expired`: the sign-in's
 * challenge (or a passkey's) ran out; `throttled`: refused unread, too many failures.
 */
export type MfaStepFailed = NewEvent<
  'MfaStepFailed',
  { method: MfaMethod; reason: 'wrong' | 'replayed' | 'expired' | 'throttled' }
>;

/**
 * The signed-in user proved it is still them (their password or an authenticator code) before
 * changing their factors; `wrong`/`replayed` when the proof was refused.
 */
export type MfaReauthenticated = NewEvent<'MfaReauthenticated', { method: 'password' | 'totp' }>;
export type MfaReauthenticationFailed = NewEvent<
  'MfaReauthenticationFailed',
  { method: 'password' | 'totp'; reason: 'wrong' | 'replayed' }
>;

export type MfaEvent =
  | MfaReauthenticated
  | MfaReauthenticationFailed
  | MfaFactorEnrolled
  | MfaFactorRemoved
  | MfaFactorsReset
  | MfaRecoveryCodesIssued
  | MfaStepPassed
  | MfaStepFailed;

export const mfaStreamId = (userId: number) => `mfa-${userId}`;

/** `required`: every staff member passes a second step; `offered`: those who enrolled a factor do. */
export type MfaPolicy = 'required' | 'offered';
export type MfaPolicySet = NewEvent<'MfaPolicySet', { policy: MfaPolicy; previous: MfaPolicy | null }>;
export const mfaPolicyStreamId = (companyId: number) => `mfa-policy-${companyId}`;
