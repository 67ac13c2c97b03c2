import * as fs from 'node:fs';
import { rebuildReadModel } from '../../services/src/bootstrap/rebuild-read-model';
import { findProjection } from '../../services/src/projections.registry';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import {
  expectCountsToEqualTheirLists,
  keptAndCountedFigures,
  reviewQueueHelpers,
} from '../support/review-queue';
import { signInRoles } from '../support/sign-in';
import { seedTrustData } from '../support/trust-data';
import { demoCompanyId, linkedListDir, setWatchlistDir } from '../support/watchlist-sessions';

// Issue 34: the queue's counts are kept beside its items (migration 087), not counted per page. The
// dashboard's and the Review page's counts must still equal the lists they open after every kind of
// change to the items, and after the items are rebuilt from the events. The data is the trust tests'
// (items of every kind, both form types), made through the product's routes.

describe('review queue counts', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'admin' | 'admissions' | 'finaid', string>;
  let h: ReturnType<typeof reviewQueueHelpers>;
  let listDir: string;
  let restoreWatchlistDir: () => void;
  const queue = (token: string, query = '') =>
    api.call('GET', `/api/review-queue?limit=100${query}`, { token });
  const post = (token: string, path: string, body?: object) =>
    api.call('POST', `/api/review-queue${path}`, { token, body });

  beforeAll(async () => {
    listDir = linkedListDir();
    restoreWatchlistDir = setWatchlistDir(listDir);
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    h = reviewQueueHelpers(t);
    await seedTrustData(t);
    tok = await signInRoles(api, ['admin', 'admissions', 'finaid']);
  }, 240_000);
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(listDir, { recursive: true, force: true });
    restoreWatchlistDir?.();
  });

  it('keeps every count equal to its list and to the items through claim, release, assign, decide and a rebuild', async () => {
    const expectRight = async (step: string) => {
      for (const query of ['', '&form_type=FINANCIAL_AID', '&assignee=unassigned', '&kind=high_risk'])
        await expectCountsToEqualTheirLists(t, tok.admin, query);
      const { kept, counted } = await keptAndCountedFigures(t.runtime.databaseUrl);
      expect({ step, kept }).toEqual({ step, kept: counted });
      return kept;
    };
    await expectRight('before');
    const claimed = (await post(tok.admissions, '/next')).body.data;
    expect(claimed.assignee.id).toBe(await h.myId(tok.admissions));
    await expectRight('claimed');
    expect((await post(tok.admissions, `/${claimed.id}/release`)).status).toBe(200);
    await expectRight('released');
    const highRisk = (await queue(tok.admin, '&kind=high_risk&assignee=unassigned')).body.data;
    const [given, escalated] = highRisk;
    expect((await post(tok.admin, `/${given.id}/assign`, { user_id: await h.myId(tok.finaid) })).status).toBe(
      200,
    );
    await expectRight('assigned');
    expect(
      (await post(tok.finaid, `/${given.id}/decide`, { outcome: 'false_positive', note: 'Checked' })).status,
    ).toBe(200);
    await expectRight('decided');
    expect(
      (await post(tok.admissions, `/${escalated.id}/decide`, { outcome: 'escalate', note: 'Unsure' })).status,
    ).toBe(200);
    const live = await expectRight('escalated');
    await rebuildReadModel(t.runtime.databaseUrl, findProjection('review_items')!);
    expect(await expectRight('rebuilt')).toEqual(live);
  });

  it('"Next item" takes the oldest waiting item the claimer may decide, and records the claim on its stream', async () => {
    // Who may decide which kind is checked item by item in claim-next.int-spec.ts; here, the route.
    const companyId = await demoCompanyId(t);
    for (const permission of [4, 5]) {
      const token = await h.staff(companyId, `next-${permission}@northfield.edu`, [permission]);
      const me = await h.myId(token);
      const waiting = (await queue(token, '&assignee=unassigned')).body.data;
      const mine = waiting.filter((i: any) => i.may_decide);
      const claimed = [(await post(token, '/next')).body.data, (await post(token, '/next')).body.data];
      expect(claimed.map((i) => i.id)).toEqual(mine.slice(0, 2).map((i: any) => i.id));
      expect(claimed.map((i) => [i.may_decide, i.assignee.id])).toEqual([
        [true, me],
        [true, me],
      ]);
      const [event] = await t.runtime.db.rows<{ type: string; data: any; metadata: any }>(
        'system',
        'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1',
        [`review-item-${claimed[0].id}`],
      );
      expect(event).toMatchObject({
        type: 'ReviewItemAssigned',
        data: { itemId: claimed[0].id, claimed: true, assignee: { id: me }, by: { id: me } },
        metadata: { companyId, actor: { id: me, type: 'user' } },
      });
      expect(event.data.at).toBe(claimed[0].assigned_at);
    }
  });
});
