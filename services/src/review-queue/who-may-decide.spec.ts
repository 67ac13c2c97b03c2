import { mayDecide } from './who-may-decide';

const admin = { userType: 2, permissions: [] };
const admissions = { userType: 3, permissions: [1, 2, 4, 6] };
const finaid = { userType: 3, permissions: [3, 5, 6] };
const viewer = { userType: 3, permissions: [] };
const superAdmin = { userType: 1, permissions: [] };

const item = (kind: string, formType: string | null = null, escalated = false) => ({
  kind,
  formType,
  escalated,
});

describe('who may decide a queued item (the product permissions, reused)', () => {
  it('IDV items by the permission that edits results of their form type', () => {
    for (const kind of ['idv_selfie', 'idv_check']) {
      expect([admissions, finaid, viewer, admin].map((u) => mayDecide(u, item(kind, 'ADMISSIONS')))).toEqual([
        true,
        false,
        false,
        true,
      ]);
      expect(
        [admissions, finaid, viewer, admin].map((u) => mayDecide(u, item(kind, 'FINANCIAL_AID'))),
      ).toEqual([false, true, false, true]);
    }
  });

  it('watchlist items any staff member; high-risk findings either edit permission', () => {
    expect([admissions, finaid, viewer, admin].map((u) => mayDecide(u, item('watchlist')))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([admissions, finaid, viewer, admin].map((u) => mayDecide(u, item('high_risk')))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('an escalated item only a company admin; the super admin nothing of a company', () => {
    expect(
      [admissions, finaid, viewer, admin].map((u) => mayDecide(u, item('high_risk', null, true))),
    ).toEqual([false, false, false, true]);
    expect(mayDecide(superAdmin, item('watchlist'))).toBe(false);
    expect(mayDecide(admissions, item('something_new'))).toBe(false);
  });
});
