import { randomBytes } from 'node:crypto';
import { TenantKeys } from './tenant-keys';
import {
  newApplicantKey,
  openPersonal,
  sealPersonal,
  sealedKeyId,
  unwrapApplicantKey,
} from './applicant-key';

/** Per-applicant keys: what one seals only that key opens, and only for the field it was sealed for. */
describe('applicant keys', () => {
  const tenant = new TenantKeys(randomBytes(32));
  const subject = '7b0c5b7e-0f33-4a8e-9a57-5d2d0f6d2a11';
  const person = { firstName: 'Ana', lastName: 'García', email: 'ana@example.edu' };

  it('opens what it sealed, after the key went through its wrapped form', () => {
    const made = newApplicantKey(tenant, 4, subject);
    const sealed = sealPersonal(made, person, 'event-1:applicant');
    expect(sealed).not.toContain('García');
    expect(sealedKeyId(sealed)).toBe(made.keyId);
    const again = unwrapApplicantKey(tenant, 4, subject, made.keyId, made.wrapped);
    expect(openPersonal(again, sealed, 'event-1:applicant')).toEqual(person);
  });

  it('refuses another applicant, another field, another tenant and a changed byte', () => {
    const made = newApplicantKey(tenant, 4, subject);
    const other = newApplicantKey(tenant, 4, '11111111-2222-4333-8444-555555555555');
    const sealed = sealPersonal(made, person, 'event-1:applicant');
    expect(() => openPersonal(other, sealed, 'event-1:applicant')).toThrow();
    expect(() => openPersonal(made, sealed, 'event-2:applicant')).toThrow();
    expect(() => unwrapApplicantKey(tenant, 5, subject, made.keyId, made.wrapped)).toThrow();
    expect(() => unwrapApplicantKey(tenant, 4, other.subjectUuid, made.keyId, made.wrapped)).toThrow();
    // A character inside the tag's full base64 groups, always made different from what it was (the
    // check once looked at another character, and one run in 64 "changed" it to itself).
    const at = sealed.length - 3;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => openPersonal(made, flipped, 'event-1:applicant')).toThrow();
  });

  it('keeps opening after a rotation of the tenant master (old masters still loaded)', () => {
    const oldMaster = randomBytes(32);
    const made = newApplicantKey(new TenantKeys(oldMaster), 4, subject);
    const rotated = new TenantKeys([randomBytes(32), oldMaster]);
    expect(unwrapApplicantKey(rotated, 4, subject, made.keyId, made.wrapped).keyId).toBe(made.keyId);
  });
});
