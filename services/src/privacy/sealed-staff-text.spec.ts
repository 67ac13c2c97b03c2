import { randomBytes } from 'node:crypto';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { newApplicantKey } from '../shared/crypto/applicant-key';
import type { RecordedEvent } from '../shared/domain/event';
import { hasAnyField, putBackFields, takeFields } from '../shared/event-store/personal-fields';
import { erasedStaffText, openStaffText, sealStaffText, staffTextInClearSql } from './sealed-staff-text';

/** What staff type about an applicant is sealed with their key; the decision stays in the clear. */
describe('sealed staff text', () => {
  const uuid = '0f8a4c2e-5b1d-4f7a-9c3e-2d6b8a1f4e90';
  const key = newApplicantKey(new TenantKeys(randomBytes(32)), 4, uuid);
  const screened = {
    sessionUuid: uuid,
    matches: [
      { entryId: 'un-1', review: { decision: 'false_positive', reason: 'Ada is born decades apart' } },
      { entryId: 'un-2', review: null },
      { entryId: 'ofac-3', review: { decision: 'confirmed', reason: 'Ada confirmed by the registrar' } },
    ],
  };
  const PATHS = ['matches.*.review.reason'];
  const recorded = (data: unknown): RecordedEvent => ({
    globalPosition: '1',
    transactionId: '1',
    streamId: `watchlist-${uuid}`,
    streamVersion: 3,
    companyId: 4,
    eventId: 'e-9',
    type: 'WatchlistScreened',
    data,
    metadata: { companyId: 4, actor: { id: 1, name: 'Morgan Hale', type: 'user' }, correlationId: 'c' },
    recordedAt: new Date(),
  });

  it('takes every array element a `*` names, by its index, and puts each back where it was', () => {
    const { rest, personal } = takeFields(PATHS, screened);
    expect(Object.keys(personal)).toEqual(['matches.0.review.reason', 'matches.2.review.reason']);
    expect(rest.matches).toEqual([
      { entryId: 'un-1', review: { decision: 'false_positive' } },
      { entryId: 'un-2', review: null },
      { entryId: 'ofac-3', review: { decision: 'confirmed' } },
    ]);
    putBackFields(rest, personal);
    expect(rest).toEqual(screened);
    expect(hasAnyField(PATHS, screened)).toBe(true);
    expect(hasAnyField(PATHS, { matches: [{ review: null }] })).toBe(false);
  });

  it('seals the text in one cell bound to the event, and opens it back whole', () => {
    const stored = sealStaffText(PATHS, key, `watchlist-${uuid}`, 'e-9', screened);
    expect(JSON.stringify(stored)).not.toContain('Ada');
    expect(stored).toMatchObject({ sessionUuid: uuid, staffText: expect.stringMatching(/^ak1\./) });
    expect((stored.matches as unknown[])[0]).toEqual({
      entryId: 'un-1',
      review: { decision: 'false_positive' },
    });
    const event = recorded(stored);
    openStaffText(PATHS, event, key);
    expect(event.data).toEqual(screened);
    expect(event.personalDataErased).toBeUndefined();
    // Moved to another event, the cell does not open.
    expect(() => openStaffText(PATHS, { ...recorded(stored), eventId: 'e-10' }, key)).toThrow();
  });

  it('leaves data without any text as it is (no cell)', () => {
    const none = { sessionUuid: uuid, matches: [{ entryId: 'un-2', review: null }] };
    expect(sealStaffText(PATHS, key, 's', 'e', none)).toBe(none);
  });

  it("reads an erased applicant's event without the text, marked erased: sealed, dropped by the pass, or still plain", () => {
    for (const data of [
      sealStaffText(PATHS, key, `watchlist-${uuid}`, 'e-9', screened),
      erasedStaffText(PATHS, screened),
      screened,
    ]) {
      const event = recorded(data);
      openStaffText(PATHS, event, null);
      expect(JSON.stringify(event.data)).not.toContain('Ada');
      expect(event.data).not.toHaveProperty('staffText');
      expect(event.personalDataErased).toBe(true);
    }
    // A sealed cell whose key is unknown reads as erased too; plain text from before any key stays.
    const unknownKey = recorded(sealStaffText(PATHS, key, `watchlist-${uuid}`, 'e-9', screened));
    openStaffText(PATHS, unknownKey, undefined);
    expect(unknownKey.personalDataErased).toBe(true);
    const before = recorded(screened);
    openStaffText(PATHS, before, undefined);
    expect(before.data).toEqual(screened);
  });

  it('finds the events whose text is still in the clear with one SQL condition per type', () => {
    expect(staffTextInClearSql({ ReviewDecided: ['note'], WatchlistScreened: PATHS })).toBe(
      "(type = 'ReviewDecided' AND (jsonb_path_exists(data, '$.note'))) OR " +
        "(type = 'WatchlistScreened' AND (jsonb_path_exists(data, '$.matches[*].review.reason')))",
    );
  });
});
