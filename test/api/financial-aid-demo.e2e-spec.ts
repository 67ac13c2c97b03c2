import { seedDemoApplicants } from '../../services/src/bootstrap/demo-applicants';
import { seedDemoSelections } from '../../services/src/bootstrap/demo-selections';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';

// Issue 35, step 7: `DEMO=1 npm start` gives Northfield a few V4/V5 selections, linked to the demo
// applicants, one verified and one overdue, once.

describe('the demo company has a few V4/V5 selections', () => {
  const started = startedForFile(() => startDemoApp(['finaid']), 180_000);

  it('pushes them once, linked to the demo applicants, with one result and one overdue', async () => {
    const { t, api, tok } = started();
    await seedDemoApplicants(t.baseUrl);
    await seedDemoSelections(t.baseUrl);
    await seedDemoSelections(t.baseUrl); // a restart adds nothing
    const cards = await api.call('GET', '/api/financial-aid/cards', { token: tok.finaid });
    expect(cards.body.data).toEqual([
      { award_year: '2025-26', selected: 6, verified: 1, pending: 5, overdue: 1 },
    ]);
    const list = await api.call('GET', '/api/financial-aid/cases?limit=10', { token: tok.finaid });
    for (const c of list.body.data) expect(c.session_uuid).toEqual(expect.any(String));
    expect(list.body.data.every((c: any) => c.has_ssn)).toBe(true);
  }, 180_000);
});
