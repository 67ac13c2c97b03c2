import { NewEvent } from '../../shared/domain/event';

/**
 * Sign-in outcomes of a known account, kept as security events (docs/security.md, "Sign-in"): when,
 * from which address (the metadata's `ip`) and the request's correlation id. Never the password, the
 * token or the typed email. A stream of their own, so the user's decisions do not fold them.
 */
export type SignInSucceeded = NewEvent<'SignInSucceeded', Record<string, never>>;
/**
 * `password`: the password was wrong; `disabled`: it was right, but the account is disabled;
 * `sso-required`: it was right, but the company requires single sign-on (sso-password-rule.ts).
 */
export type SignInFailed = NewEvent<'SignInFailed', { reason: 'password' | 'disabled' | 'sso-required' }>;
export type SignInEvent = SignInSucceeded | SignInFailed;

export const signInStreamId = (userId: number) => `sign-in-${userId}`;
