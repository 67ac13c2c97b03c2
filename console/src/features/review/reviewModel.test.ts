import type { ReviewColleague, ReviewItem } from './reviewApi';
import {
  ageOf,
  colleaguesForAll,
  heldByAnother,
  mayDecideHere,
  mayGive,
  mayRelease,
  mayTake,
  colleagueMayDecide,
  mayApproveHere,
  mayRequestResubmission,
  pathOf,
  reviewFiltersFromSearch,
  reviewPathOf,
  splitReasons,
  tabFromSearch,
} from './reviewModel';

const item = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  id: 'i1',
  kind: 'high_risk',
  session_uuid: '5d0c3f4e-2a1b-4c6d-8e9f-0a1b2c3d4e5f',
  form_type: null,
  reason_codes: ['level:high', 'ADDRESS_MISMATCH'],
  score: null,
  status: 'open',
  escalated: false,
  assignee: null,
  assigned_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  closed_at: null,
  outcome: null,
  requested_by_id: null,
  may_decide: true,
  ...over,
});
const staff = { id: 7, user_type: 3 as const };
const admin = { id: 1, user_type: 2 as const };
const colleague = (id: number, may: Partial<ReviewColleague['may_decide']>): ReviewColleague => ({
  id,
  name: `C${id}`,
  may_decide: {
    idv_admissions: false,
    idv_financial_aid: false,
    watchlist: true,
    high_risk: false,
    escalated: false,
    ...may,
  },
});

describe('what the console offers on an item (the server refuses everything else)', () => {
  it('an unassigned item the caller may decide: take, give, decide; nothing to release', () => {
    const open = item();
    expect([mayTake(open, staff), mayGive(open, staff), mayDecideHere(open, staff)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(mayRelease(open, staff)).toBe(false);
  });

  it("someone else's item: staff may do nothing with it, a company admin everything", () => {
    const held = item({ assignee: { id: 9, name: 'Other' } });
    expect(heldByAnother(held, staff)).toBe(true);
    expect([
      mayTake(held, staff),
      mayGive(held, staff),
      mayRelease(held, staff),
      mayDecideHere(held, staff),
    ]).toEqual([false, false, false, false]);
    expect([mayTake(held, admin), mayRelease(held, admin), mayDecideHere(held, admin)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('my own item: release and decide, not take again', () => {
    const mine = item({ assignee: { id: 7, name: 'Me' } });
    expect([mayTake(mine, staff), mayRelease(mine, staff), mayDecideHere(mine, staff)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('an item the caller may not decide offers nothing but release of their own', () => {
    const notMine = item({ may_decide: false });
    expect([mayTake(notMine, staff), mayGive(notMine, staff), mayDecideHere(notMine, staff)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('IDV and watchlist items are decided on their own screens, not here', () => {
    expect(mayDecideHere(item({ kind: 'watchlist' }), staff)).toBe(false);
    expect(mayDecideHere(item({ kind: 'idv_check', form_type: 'ADMISSIONS' }), staff)).toBe(false);
  });
});

describe('colleaguesForAll', () => {
  it('lists only colleagues who may decide every chosen item', () => {
    const colleagues = [
      colleague(1, { idv_admissions: true, high_risk: true }),
      colleague(2, { idv_financial_aid: true, high_risk: true }),
      colleague(3, { escalated: true, idv_admissions: true, high_risk: true }),
    ];
    const admissionsIdv = item({ kind: 'idv_check', form_type: 'ADMISSIONS' });
    const financialIdv = item({ kind: 'idv_selfie', form_type: 'FINANCIAL_AID' });
    expect(colleaguesForAll(colleagues, [admissionsIdv]).map((c) => c.id)).toEqual([1, 3]);
    expect(colleaguesForAll(colleagues, [financialIdv]).map((c) => c.id)).toEqual([2]);
    expect(colleaguesForAll(colleagues, [admissionsIdv, financialIdv])).toEqual([]);
    expect(colleaguesForAll(colleagues, [item({ escalated: true })]).map((c) => c.id)).toEqual([3]);
    expect(colleaguesForAll(colleagues, [item({ kind: 'watchlist' })]).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('opening an item', () => {
  it("opens the applicant's page on the tab that decides it", () => {
    const uuid = item().session_uuid;
    expect(pathOf(item())).toBe(`/verifications/${uuid}?tab=results`);
    expect(pathOf(item({ kind: 'watchlist' }))).toBe(`/verifications/${uuid}?tab=watchlist`);
    expect(pathOf(item({ kind: 'idv_selfie', form_type: 'FINANCIAL_AID' }))).toBe(
      `/verifications/${uuid}?tab=idv-sfs`,
    );
    expect(tabFromSearch('tab=idv-admissions')).toBe('idv-admissions');
    expect(tabFromSearch('tab=elsewhere')).toBeNull();
  });
});

describe('reasons and age', () => {
  it('splits the risk level from the codes', () => {
    expect(splitReasons(['level:very_high', 'A', 'B'])).toEqual({ level: 'very_high', codes: ['A', 'B'] });
    expect(splitReasons(['selfie_verification'])).toEqual({ level: null, codes: ['selfie_verification'] });
  });

  it('reads the age in minutes, hours, then days', () => {
    const created = '2026-01-01T00:00:00.000Z';
    const at = (minutes: number) => Date.parse(created) + minutes * 60_000;
    expect(ageOf(created, at(59))).toEqual({ unit: 'minutes', count: 59 });
    expect(ageOf(created, at(60 * 5 + 3))).toEqual({ unit: 'hours', count: 5 });
    expect(ageOf(created, at(60 * 24 * 3))).toEqual({ unit: 'days', count: 3 });
  });
});

describe("the Review page's address", () => {
  it('keeps the filters the server takes and drops anything else', () => {
    const filters = { kind: 'watchlist' as const, assignee: 'unassigned', form_type: 'ADMISSIONS' as const };
    expect(reviewFiltersFromSearch(reviewPathOf(filters).split('?')[1])).toEqual(filters);
    expect(reviewFiltersFromSearch('kind=nope&assignee=0&form_type=x')).toEqual({});
    expect(reviewFiltersFromSearch('assignee=42')).toEqual({ assignee: '42' });
    expect(reviewPathOf({})).toBe('/review');
  });
});

describe('four-eyes and new photos', () => {
  const approval = (over: Partial<ReviewItem> = {}) =>
    item({ kind: 'approval', form_type: 'ADMISSIONS', reason_codes: ['idv_override', 'PASSED'], ...over });

  it('never offers the requester their own approval, even as a company admin', () => {
    expect(mayApproveHere(approval({ requested_by_id: 8 }), staff)).toBe(true);
    expect(mayApproveHere(approval({ requested_by_id: staff.id, may_decide: false }), staff)).toBe(false);
    expect(mayApproveHere(approval({ requested_by_id: admin.id }), admin)).toBe(false);
    expect(mayApproveHere(approval({ may_decide: false }), staff)).toBe(false);
    expect(mayApproveHere(item(), staff)).toBe(false);
  });

  it('offers approvals only to colleagues with the same permission who did not ask', () => {
    const idv = approval({ requested_by_id: 3 });
    expect(colleagueMayDecide(colleague(4, { idv_admissions: true }), idv)).toBe(true);
    expect(colleagueMayDecide(colleague(3, { idv_admissions: true }), idv)).toBe(false);
    expect(colleagueMayDecide(colleague(5, { idv_financial_aid: true }), idv)).toBe(false);
    const match = approval({ form_type: null, reason_codes: ['watchlist_false_positive', 'ofac-1'] });
    expect(colleagueMayDecide(colleague(6, { watchlist: true }), match)).toBe(true);
    expect(pathOf(match)).toMatch(/tab=watchlist$/);
    expect(pathOf(approval())).toMatch(/tab=idv-admissions$/);
  });

  it('offers new photos on IDV items the caller may decide and nobody else holds', () => {
    expect(mayRequestResubmission(item({ kind: 'idv_check', form_type: 'ADMISSIONS' }), staff)).toBe(true);
    expect(mayRequestResubmission(item({ kind: 'idv_selfie', form_type: 'FINANCIAL_AID' }), staff)).toBe(
      true,
    );
    expect(mayRequestResubmission(item({ kind: 'high_risk' }), staff)).toBe(false);
    expect(
      mayRequestResubmission(
        item({ kind: 'idv_check', form_type: 'ADMISSIONS', assignee: { id: 9, name: 'Other' } }),
        staff,
      ),
    ).toBe(false);
  });
});
