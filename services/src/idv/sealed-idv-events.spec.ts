import { randomBytes } from 'node:crypto';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { newApplicantKey } from '../shared/crypto/applicant-key';
import type { RecordedEvent } from '../shared/domain/event';
import { erasedIdvData, idvStreamSubject, openIdvEvent, sealIdvData } from './sealed-idv-events';

/** The IDV's events keep personal fields sealed with the applicant's key; what stays is the audit trail. */
describe('sealed IDV events', () => {
  const uuid = '7b0c5b7e-0f33-4a8e-9a57-5d2d0f6d2a11';
  const streamId = `idv:${uuid}:ADMISSIONS`;
  const key = newApplicantKey(new TenantKeys(randomBytes(32)), 4, uuid);
  const checked = {
    submission: 1,
    check: 'date_of_birth',
    result: 'FAILED',
    source: 'document',
    evidence: {
      document: '1990-04-01',
      applicant: '1990-04-02',
      noteKey: 'idvNote.dobNotADate',
      noteParams: { value: '1990-04-02' },
      face: { model: 'm', modelVersion: '1', similarity: 0.4, estimatedAge: 35, documentAge: 36 },
    },
  };
  const recorded = (data: unknown): RecordedEvent => ({
    globalPosition: '1',
    transactionId: '1',
    streamId,
    streamVersion: 5,
    companyId: 4,
    eventId: 'e-1',
    type: 'IdvCheckRecorded',
    data,
    metadata: { companyId: 4, actor: { id: null, name: 'system', type: 'system' }, correlationId: 'c' },
    recordedAt: new Date(),
  });

  it('names the applicant of both kinds of IDV stream', () => {
    expect(idvStreamSubject(streamId)).toBe(uuid);
    expect(idvStreamSubject(`idv-subject:${uuid}`)).toBe(uuid);
    expect(idvStreamSubject('import-1-applicants')).toBeNull();
  });

  it('keeps the facts in the clear, seals the values, and opens them back whole', () => {
    const stored = sealIdvData(key, streamId, 'e-1', 'IdvCheckRecorded', checked);
    const text = JSON.stringify(stored);
    for (const personal of ['1990-04-01', '1990-04-02', '"estimatedAge"', '"documentAge"'])
      expect(text).not.toContain(personal);
    expect(stored).toMatchObject({
      check: 'date_of_birth',
      result: 'FAILED',
      evidence: { noteKey: 'idvNote.dobNotADate', face: { similarity: 0.4 } },
    });
    const event = recorded(stored);
    openIdvEvent(event, key);
    expect(event.data).toEqual(checked);
    expect(event.personalDataErased).toBeUndefined();
  });

  it('refuses a sealed value moved to another event', () => {
    const stored = sealIdvData(key, streamId, 'e-2', 'IdvCheckRecorded', checked);
    expect(() => openIdvEvent(recorded(stored), key)).toThrow();
  });

  it('once the key is destroyed, leaves the values out and marks the event erased', () => {
    const event = recorded(sealIdvData(key, streamId, 'e-1', 'IdvCheckRecorded', checked));
    openIdvEvent(event, null);
    expect(event.personalDataErased).toBe(true);
    expect(event.data).toEqual({
      submission: 1,
      check: 'date_of_birth',
      result: 'FAILED',
      source: 'document',
      evidence: { noteKey: 'idvNote.dobNotADate', face: { model: 'm', modelVersion: '1', similarity: 0.4 } },
    });
    expect(erasedIdvData('IdvRequested', { idvId: 'i', subject: { firstName: 'Ana' } })).toEqual({
      idvId: 'i',
      personal: null,
    });
  });

  it('leaves an event from before the keys as it is while the applicant has no key', () => {
    const event = recorded(structuredClone(checked));
    openIdvEvent(event, undefined);
    expect(event.data).toEqual(checked);
  });

  it("seals what staff typed (an override's reason) and keeps the decision: who, when, from what to what", () => {
    const overridden = {
      idvId: 'i',
      formType: 'ADMISSIONS',
      previous: 'FAILED',
      overallValidation: 'PASSED',
      reason: 'Ana showed her renewed card',
      overriddenBy: { id: 7, name: 'Morgan Hale' },
      overriddenAt: '2026-11-30T10:00:00.000Z',
    };
    const stored = sealIdvData(key, streamId, 'e-1', 'IdvResultOverridden', overridden);
    expect(JSON.stringify(stored)).not.toContain('Ana');
    const { reason: _typed, ...decision } = overridden;
    expect(stored).toMatchObject(decision);
    const event = { ...recorded(stored), type: 'IdvResultOverridden' };
    openIdvEvent(event, key);
    expect(event.data).toEqual(overridden);
    const erased = { ...recorded(stored), type: 'IdvResultOverridden' };
    openIdvEvent(erased, null);
    expect(erased.data).toEqual(decision);
  });
});
