import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { seedDemoSelections } from '../../services/src/bootstrap/demo-selections';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { axeViolations } from './a11y-axe';
import { menuTexts, signIn, waitForPath, waitForText, waitForTotal } from './browser';
import { consoleSuite } from './console-suite';

// Issue 35, step 4: the Financial aid page as SFS staff see it (the demo's selections: the award
// year's card, each count opening the list it counts) and as Admissions staff do not.

describe('console: financial aid', () => {
  const s = consoleSuite();

  it('shows the award-year card whose counts equal the lists they open, axe-clean', async () => {
    await seedDemoSelections(s.baseUrl);
    const api = apiClient(s.baseUrl);
    const { finaid } = await signInRoles(api, ['finaid']);
    const card = (await api.call('GET', '/api/financial-aid/cards', { token: finaid })).body.data[0];
    const page = s.page;
    await signIn(page, s.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(page)).toContain('Financial aid');
    await page.goto(`${s.baseUrl}/financial-aid`);
    await waitForText(page, 'Award year 2025-26');
    for (const count of ['selected', 'verified', 'pending', 'overdue'] as const) {
      const label = `${card[count]} ${count} in 2025-26: show them`;
      await page.click(`[aria-label="${label}"]`);
      await waitForTotal(page, card[count]);
    }
    expect(card.overdue).toBe(1);
    await waitForText(page, 'Export 2025-26 for the Partner Portal');
    expect(await axeViolations(page, '/financial-aid')).toEqual([]);
  });

  it('shows Admissions staff no financial-aid entry, and sends them away from the page', async () => {
    const page = s.page;
    await signIn(page, s.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(page)).not.toContain('Financial aid');
    await page.goto(`${s.baseUrl}/financial-aid`);
    await waitForPath(page, '/dashboard');
  });
});
