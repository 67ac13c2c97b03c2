import { randomBytes } from 'node:crypto';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { newApplicantKey } from '../shared/crypto/applicant-key';
import type { RecordedEvent } from '../shared/domain/event';
import { erasedFinaidData, finaidKeySubject, openFinaidEvent, sealFinaidData } from './sealed-finaid-events';

/** A financial-aid case keeps the student sealed with their own key; the audit facts stay readable. */
describe('sealed financial-aid events', () => {
  const caseId = '0d7f7a52-9b1e-4c55-8d0e-3b8f5a1c2e01';
  const sessionUuid = '7b0c5b7e-0f33-4a8e-9a57-5d2d0f6d2a11';
  const streamId = `finaid-case-${caseId}`;
  const key = newApplicantKey(new TenantKeys(randomBytes(32)), 4, sessionUuid);
  const selected = {
    caseId,
    awardYear: '2025-26',
    trackingGroup: 'V4',
    studentId: 'S-00417',
    firstName: 'Marisol',
    lastName: 'Thistlewood',
    dateOfBirth: '2005-03-09',
    email: 'marisol.t@example.edu',
    phone: '+13035550142',
    language: 'fr',
    ssnCipher: 'v1.cipher-under-the-tenant-key',
    sessionUuid,
    importId: 'imp-1',
    deadline: '2025-10-01',
    at: '2025-09-01T10:00:00.000Z',
  };
  const recorded = (type: string, data: unknown, eventId = 'e-1'): RecordedEvent => ({
    globalPosition: '1',
    transactionId: '1',
    streamId,
    streamVersion: 1,
    companyId: 4,
    eventId,
    type,
    data,
    metadata: { companyId: 4, actor: { id: 7, name: 'Pat Reviewer', type: 'user' }, correlationId: 'c' },
    recordedAt: new Date(),
  });

  it("keys a case to the linked applicant's session, else to the case itself", () => {
    expect(finaidKeySubject({ sessionUuid, caseId })).toBe(sessionUuid);
    expect(finaidKeySubject({ sessionUuid: null, caseId })).toBe(caseId);
  });

  it('seals the student (and the SSN cipher) but keeps the case facts, and opens them back whole', () => {
    const stored = sealFinaidData(key, streamId, 'e-1', 'FinaidCaseSelected', selected);
    const text = JSON.stringify(stored);
    for (const personal of [
      'Marisol',
      'Thistlewood',
      '2005-03-09',
      'marisol.t@',
      '5550142',
      'S-00417',
      'v1.cipher',
    ])
      expect({ personal, found: text.includes(personal) }).toEqual({ personal, found: false });
    expect(stored).toMatchObject({
      caseId,
      awardYear: '2025-26',
      trackingGroup: 'V4',
      sessionUuid,
      deadline: '2025-10-01',
      sealedFor: sessionUuid,
    });
    const event = recorded('FinaidCaseSelected', stored);
    openFinaidEvent(event, key);
    expect(event.data).toEqual(selected);
    expect(event.personalDataErased).toBeUndefined();
  });

  it("seals staff's free text about the student and the ID's expiry, not the reviewer or the method", () => {
    const verified = {
      method: 'in_person',
      documentType: 'passport',
      documentExpiry: '2031-04-30',
      reviewerName: 'Pat Reviewer',
      presentedOn: '2025-09-15',
      scanId: null,
      scanChecks: [{ name: 'document_expired', outcome: 'PASSED' }],
      idvId: null,
      note: 'Marisol showed her passport',
      by: { id: 7, name: 'Pat Reviewer' },
      at: '2025-09-15T10:00:00.000Z',
    };
    const stored = sealFinaidData(key, streamId, 'e-3', 'FinaidIdentityVerified', verified);
    expect(JSON.stringify(stored)).not.toMatch(/Marisol|2031-04-30/);
    expect(stored).toMatchObject({
      method: 'in_person',
      reviewerName: 'Pat Reviewer',
      presentedOn: '2025-09-15',
    });
    const event = recorded('FinaidIdentityVerified', stored, 'e-3');
    openFinaidEvent(event, key);
    expect(event.data).toEqual(verified);
  });

  it('refuses a sealed cell moved to another event', () => {
    const stored = sealFinaidData(key, streamId, 'e-2', 'FinaidCaseSelected', selected);
    expect(() => openFinaidEvent(recorded('FinaidCaseSelected', stored), key)).toThrow();
  });

  it('once the key is destroyed, leaves the student out and marks the event erased', () => {
    const event = recorded(
      'FinaidCaseSelected',
      sealFinaidData(key, streamId, 'e-1', 'FinaidCaseSelected', selected),
    );
    openFinaidEvent(event, null);
    expect(event.personalDataErased).toBe(true);
    expect(event.data).toEqual({
      caseId,
      awardYear: '2025-26',
      trackingGroup: 'V4',
      language: 'fr',
      sessionUuid,
      importId: 'imp-1',
      deadline: '2025-10-01',
      at: '2025-09-01T10:00:00.000Z',
    });
    const dropped = recorded(
      'FinaidCaseReopened',
      erasedFinaidData('FinaidCaseReopened', { reason: 'Marisol', at: 'x' }, caseId),
    );
    openFinaidEvent(dropped, undefined);
    expect(dropped.data).toEqual({ at: 'x' });
    expect(dropped.personalDataErased).toBe(true);
  });

  it('leaves an event from before the keys as it is while the student has no key', () => {
    const event = recorded('FinaidCaseSelected', structuredClone(selected));
    openFinaidEvent(event, undefined);
    expect(event.data).toEqual(selected);
  });
});
