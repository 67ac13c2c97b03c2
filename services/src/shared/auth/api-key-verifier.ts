import { AuthUser } from './auth-user';

/**
 * The access guard's second way in: an API key (services/src/api-keys) instead of a session token.
 * A token in this file keeps shared/ free of feature imports; the api-keys module provides it.
 */
export const API_KEY_VERIFIER = Symbol('API_KEY_VERIFIER');

export interface ApiKeyVerifier {
  /** The key's caller, or null when the request carries no key; a bad or revoked key is null too. */
  verify(headers: Record<string, unknown>, ip: string | undefined): Promise<AuthUser | null | 'no-key'>;
}
