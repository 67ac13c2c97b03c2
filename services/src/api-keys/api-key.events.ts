import { NewEvent } from '../shared/domain/event';

/**
 * `secretHash` is the SHA-256 of a 256-bit random secret. Unlike a password hash it may sit in the
 * event log: nobody can search 2^256 secrets, so the hash reveals nothing, and a projection rebuild
 * restores working keys.
 */
export type ApiKeyCreated = NewEvent<
  'ApiKeyCreated',
  {
    keyId: string;
    name: string;
    permissions: number[];
    secretHash: string;
    createdBy: { id: number; name: string };
  }
>;
export type ApiKeyRevoked = NewEvent<
  'ApiKeyRevoked',
  { name: string; revokedBy: { id: number; name: string } }
>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;
export const API_KEY_EVENT_TYPES: readonly ApiKeyEvent['type'][] = ['ApiKeyCreated', 'ApiKeyRevoked'];

export const apiKeyStreamId = (keyId: string) => `api-key-${keyId}`;
