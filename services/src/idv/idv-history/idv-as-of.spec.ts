import type { Recorded } from '../../shared/domain/event';
import type { IdvEvent } from '../idv.events';
import { eventsUpTo, idvAsOf } from './idv-as-of';

const event = (version: number, at: string, type: string, data: Record<string, unknown>) =>
  ({
    globalPosition: String(100 + version),
    transactionId: '1',
    streamId: 'idv:x:ADMISSIONS',
    streamVersion: version,
    companyId: 1,
    eventId: `e${version}`,
    type,
    data,
    metadata: { actor: { name: 'Avery Quinn' } },
    recordedAt: new Date(at),
  }) as unknown as Recorded<IdvEvent>;

const stream = (): Recorded<IdvEvent>[] => [
  event(1, '2026-03-05T14:00:00Z', 'IdvRequested', {
    idvId: '0b5e0f7e-6a43-4b1e-9b53-6c1f4c2d0a11',
    uuid: '3f0c2a4e-9b1d-4c7a-8e2f-1a2b3c4d5e6f',
    formType: 'ADMISSIONS',
    source: 'session',
    subject: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '2001-02-03', email: 'ana@example.org' },
    requestedBy: { id: 7, name: 'Avery Quinn' },
    requestedAt: '2026-03-05T14:00:00.000Z',
  }),
  event(2, '2026-03-05T14:00:01Z', 'IdvLinkSent', {
    linkId: 'l1',
    sentAt: '2026-03-05T14:00:01.000Z',
    expiresAt: '2026-03-08T14:00:01.000Z',
    channels: ['email'],
  }),
  event(3, '2026-03-05T15:00:00Z', 'IdvSubmitted', {
    linkId: 'l1',
    submittedAt: '2026-03-05T15:00:00.000Z',
    submission: 1,
  }),
  event(4, '2026-03-05T15:00:05Z', 'IdvCompleted', {
    submission: 1,
    overallValidation: 'PASSED',
    overallValue: 92.5,
    completedAt: '2026-03-05T15:00:05.000Z',
    documentFamily: 'PDF417',
    failedRequired: [],
    pendingRequired: [],
    failedOther: [],
    provider: null,
  }),
];

describe('an IDV as it stood (the as-of fold, alone)', () => {
  it('Given a version, Then the record after that many events, stamped with the last one folded', () => {
    const found = idvAsOf(stream(), '2');
    expect(found).toMatchObject({ version: 2, recordedAt: new Date('2026-03-05T14:00:01Z') });
    expect(found!.view).toMatchObject({ status: 'Requested', version: 2, submitted_at: null });
    expect(found!.view.formLinks).toHaveLength(1);
  });

  it('Given an ISO time, Then every event recorded at or before it, and no later one', () => {
    const found = idvAsOf(stream(), '2026-03-05T15:00:00Z');
    expect(found).toMatchObject({ version: 3 });
    expect(found!.view).toMatchObject({ status: 'Submitted', submission: 1, overall_validation: null });
    expect(idvAsOf(stream(), '2026-03-06T00:00:00Z')!.view).toMatchObject({
      status: 'Completed',
      overall_validation: 'PASSED',
      version: 4,
    });
  });

  it('Given a point before the request, Then nothing (the caller answers 404)', () => {
    expect(idvAsOf(stream(), '0')).toBeNull();
    expect(idvAsOf(stream(), '2026-03-05T13:59:59Z')).toBeNull();
  });

  it('Given neither a version nor a time, Then a validation error on `at`', () => {
    expect(() => idvAsOf(stream(), 'yesterday')).toThrow('Must be an ISO time or an event version');
    expect(() => eventsUpTo(stream(), 'v3')).toThrow('Must be an ISO time or an event version');
  });

  it('leaves the events it folded as they were (the live read model folds the same events)', () => {
    const events = stream();
    const before = JSON.stringify(events);
    idvAsOf(events, '4');
    expect(JSON.stringify(events)).toBe(before);
  });
});
