import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject } from 'node:crypto';
import { freshRandomBytes } from './random-pool';
import type { TenantKeys } from './tenant-keys';

/**
 * Per-applicant data keys (issue 32, docs/privacy.md): a random AES-256 key per applicant, stored
 * only wrapped by the tenant key of this purpose. Destroying the wrapped key makes everything sealed
 * with it unreadable, wherever copies of it sit (events, read models, backups): crypto-shredding.
 * Pure functions, so the import's reader thread can make and use keys without a database.
 */
export const APPLICANT_KEY_PURPOSE = 'applicant-key';

/** An applicant's key, usable for sealing; `keyId` names it in sealed values and certificates. */
export interface ApplicantKey {
  subjectUuid: string;
  keyId: string;
  key: KeyObject;
}

/** A key as the store keeps it: wrapped by the tenant key. */
export interface WrappedApplicantKey {
  subjectUuid: string;
  keyId: string;
  wrapped: Buffer;
}

/** A new key and its wrapped form, to be stored by the applicant key store. */
export interface NewApplicantKey extends ApplicantKey, WrappedApplicantKey {}

/** What sealed personal values start with: the format, then the key id (so a reader knows which key). */
const PREFIX = 'ak1.';

/** What a wrapped key is bound to (the key rotation re-seals wrapped keys with the same context). */
export function applicantKeyContext(companyId: number, subjectUuid: string, keyId: string): string {
  return `applicant-key:${companyId}:${subjectUuid}:${keyId}`;
}

/** A fresh key for an applicant, wrapped under the tenant's current key. */
export function newApplicantKey(keys: TenantKeys, companyId: number, subjectUuid: string): NewApplicantKey {
  const { raw, ...made } = newApplicantKeyBytes(keys, companyId, subjectUuid);
  return { ...made, key: createSecretKey(raw) };
}

/** The same, with the key as bytes: for a thread that hands it on as data (the import's reader). */
export function newApplicantKeyBytes(
  keys: TenantKeys,
  companyId: number,
  subjectUuid: string,
): WrappedApplicantKey & { raw: Buffer } {
  const raw = freshRandomBytes(32);
  const keyId = freshRandomBytes(9).toString('base64url');
  const wrapped = keys.seal(
    companyId,
    APPLICANT_KEY_PURPOSE,
    raw,
    applicantKeyContext(companyId, subjectUuid, keyId),
  );
  return { subjectUuid, keyId, wrapped, raw };
}

/** The key from its wrapped form; throws when the bytes were changed or belong to another applicant. */
export function unwrapApplicantKey(
  keys: TenantKeys,
  companyId: number,
  subjectUuid: string,
  keyId: string,
  wrapped: Buffer,
): ApplicantKey {
  const raw = keys.open(
    companyId,
    APPLICANT_KEY_PURPOSE,
    wrapped,
    applicantKeyContext(companyId, subjectUuid, keyId),
  );
  return { subjectUuid, keyId, key: createSecretKey(raw) };
}

/**
 * Seals bytes with an applicant's key: AES-256-GCM, iv(12) | ciphertext | tag(16). `context` (a
 * row's or event's identity and the field) is bound as associated data, so a sealed value cannot be
 * moved to another field or applicant unnoticed.
 */
export function sealBytes(key: ApplicantKey, plain: Buffer, context: string): Buffer {
  const iv = freshRandomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(context));
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

export function openBytes(key: ApplicantKey, sealed: Buffer, context: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key.key, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
}

/** A JSON value sealed into one string for an event or a row: `ak1.<keyId>.<base64url>`. */
export function sealPersonal(key: ApplicantKey, value: unknown, context: string): string {
  const sealed = sealBytes(key, Buffer.from(JSON.stringify(value)), context);
  return `${PREFIX}${key.keyId}.${sealed.toString('base64url')}`;
}

export function isSealedPersonal(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The key id a sealed value names (to look the key up), or null when the value is not sealed. */
export function sealedKeyId(value: unknown): string | null {
  if (!isSealedPersonal(value)) return null;
  const end = value.indexOf('.', PREFIX.length);
  return end < 0 ? null : value.slice(PREFIX.length, end);
}

/** The value sealed by sealPersonal; throws when it was changed, moved, or sealed under another key. */
export function openPersonal<T = unknown>(key: ApplicantKey, sealed: string, context: string): T {
  const keyId = sealedKeyId(sealed);
  if (keyId !== key.keyId) throw new Error(`sealed under key ${String(keyId)}, not ${key.keyId}`);
  const body = Buffer.from(sealed.slice(PREFIX.length + keyId.length + 1), 'base64url');
  return JSON.parse(openBytes(key, body, context).toString('utf8')) as T;
}
