import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { otherTenantAdminToken } from '../support/other-tenant';
import { csvOf, importSelections, selectionCells } from '../support/finaid-selections';

// Issue 35, the dashboard's award-year card (docs/financial-aid.md, docs/dashboard.md): who may read
// the counts, and whose cases they count. Each count is the total of the list the card links to.

const YEAR = '2025-26';
const PAST = '2020-01-01';
/** A selection with its deadline (the last cell of the file's row). */
const withDeadline = (i: number, year: string, deadline: string) => [
  ...selectionCells(i, year).slice(0, -1),
  deadline,
];
/** Which list view each card count opens, as the console links it (caseListUrl.ts). */
const CARD_VIEWS = { selected: 'all', verified: 'verified', pending: 'pending', overdue: 'overdue' };

describe("financial-aid award-year cards: the SFS permission's, one tenant's", () => {
  const started = startedForFile(async () => {
    const s = await startDemoApp(['finaid', 'admissions', 'viewer', 'super']);
    // Northfield: five cases of 2025-26, two past their deadline, one verified, one unreachable.
    const own = await importSelections(
      s.api,
      s.tok.finaid,
      csvOf([0, 1, 2, 3, 4].map((i) => withDeadline(i, YEAR, i < 2 ? PAST : ''))),
    );
    const ids: string[] = own.body.data.results.map((r: { case_id: string }) => r.case_id);
    const act = (id: string, action: string, body: object) =>
      s.api.call('POST', `/api/financial-aid/cases/${id}/${action}`, { token: s.tok.finaid, body });
    await act(ids[2], 'verify', {
      method: 'in_person',
      document_type: 'passport',
      document_expiry: '2030-01-01',
      reviewer_name: 'Pat Reviewer',
      presented_on: '2025-09-15',
    });
    await act(ids[3], 'unable-to-contact', { note: 'no answer' });
    // Lakeside: the same students' ids in the same award year, all overdue, and a year of its own.
    const lakeside = await otherTenantAdminToken(s.api);
    const theirs = await importSelections(
      s.api,
      lakeside,
      csvOf([
        ...[0, 1, 2, 3, 4, 5, 6].map((i) => withDeadline(i, YEAR, PAST)),
        ...[7, 8, 9].map((i) => withDeadline(i, '2024-25', PAST)),
      ]),
    );
    if (own.body.data?.created !== 5 || theirs.body.data?.created !== 10)
      throw new Error(JSON.stringify([own.body, theirs.body]));
    return { ...s, ids, lakeside };
  }, 120_000);

  const get = (path: string, token: string) => started().api.call('GET', path, { token });

  it('refuses the counts to Admissions-only staff, view-only staff and the super admin (403)', async () => {
    const { tok } = started();
    for (const role of ['admissions', 'viewer', 'super'] as const) {
      const cards = await get('/api/financial-aid/cards', tok[role]);
      expect([role, cards.status, cards.body.data]).toEqual([role, 403, undefined]);
      const list = await get(`/api/financial-aid/cases?award_year=${YEAR}&view=overdue`, tok[role]);
      expect([role, list.status]).toEqual([role, 403]);
    }
  });

  it("counts only the caller's own cases: another tenant's same award year and students never count", async () => {
    const { tok, lakeside } = started();
    const ours = await get('/api/financial-aid/cards', tok.finaid);
    expect(ours.status).toBe(200);
    expect(ours.body.data).toEqual([{ award_year: YEAR, selected: 5, verified: 1, pending: 3, overdue: 2 }]);
    const theirs = await get('/api/financial-aid/cards', lakeside);
    expect(theirs.body.data).toEqual([
      { award_year: YEAR, selected: 7, verified: 0, pending: 7, overdue: 7 },
      { award_year: '2024-25', selected: 3, verified: 0, pending: 3, overdue: 3 },
    ]);
  });

  it('equals, count by count, the total and the rows of the list it opens, for each tenant', async () => {
    const { tok, lakeside, ids } = started();
    for (const token of [tok.finaid, lakeside]) {
      const cards = (await get('/api/financial-aid/cards', token)).body.data;
      for (const card of cards)
        for (const [count, view] of Object.entries(CARD_VIEWS)) {
          const list = await get(
            `/api/financial-aid/cases?award_year=${card.award_year}&view=${view}&limit=100`,
            token,
          );
          expect([card.award_year, count, list.body.meta.total]).toEqual([
            card.award_year,
            count,
            card[count],
          ]);
          expect(list.body.data).toHaveLength(card[count]);
        }
    }
    // Northfield's overdue list is its own two cases, not Lakeside's same students.
    const overdue = await get(`/api/financial-aid/cases?award_year=${YEAR}&view=overdue`, tok.finaid);
    expect(overdue.body.data.map((c: { id: string }) => c.id).sort()).toEqual([ids[0], ids[1]].sort());
  });
});
