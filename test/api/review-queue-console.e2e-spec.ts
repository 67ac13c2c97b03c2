import * as fs from 'node:fs';
import { TestApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { reviewQueueHelpers } from '../support/review-queue';
import { startDemoApp } from '../support/sign-in';
import { demoCompanyId, linkedListDir, setWatchlistDir } from '../support/watchlist-sessions';

// Issue 34, what the console's Review page and review bar ask of the server: the colleagues an item
// may be given to (with what each may decide, the assign route's own rule) and one applicant's items.

describe('review queue: colleagues and one applicant', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'admin' | 'admissions' | 'finaid' | 'viewer', string>;
  let h: ReturnType<typeof reviewQueueHelpers>;
  let companyId: number;
  let listDir: string;
  let restoreWatchlistDir: () => void;

  beforeAll(async () => {
    listDir = linkedListDir();
    restoreWatchlistDir = setWatchlistDir(listDir);
    ({ t, api, tok } = await startDemoApp(['admin', 'admissions', 'finaid', 'viewer']));
    h = reviewQueueHelpers(t);
    companyId = await demoCompanyId(t);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(listDir, { recursive: true, force: true });
    restoreWatchlistDir?.();
  });

  it('lists the company staff with what each may decide, and the assign route agrees with it', async () => {
    const other = await h.company('Other College');
    const outsiderId = await h.myId(await h.staff(other, 'outsider@other.edu', [4, 5]));
    const r = await api.call('GET', '/api/review-queue/colleagues', { token: tok.viewer });
    expect(r.status).toBe(200);
    const byId = new Map<number, any>(r.body.data.map((c: any) => [c.id, c]));
    const ids = {
      admin: await h.myId(tok.admin),
      admissions: await h.myId(tok.admissions),
      finaid: await h.myId(tok.finaid),
      viewer: await h.myId(tok.viewer),
    };
    expect([...byId.keys()].sort()).toEqual(Object.values(ids).sort());
    expect(JSON.stringify(r.body)).not.toMatch(/outsider|@/);
    expect(byId.get(ids.admin).may_decide).toEqual({
      idv_admissions: true,
      idv_financial_aid: true,
      watchlist: true,
      high_risk: true,
      escalated: true,
    });
    expect(byId.get(ids.admissions).may_decide).toEqual({
      idv_admissions: true,
      idv_financial_aid: false,
      watchlist: true,
      high_risk: true,
      escalated: false,
    });
    expect(byId.get(ids.viewer).may_decide).toEqual({
      idv_admissions: false,
      idv_financial_aid: false,
      watchlist: true,
      high_risk: false,
      escalated: false,
    });
    // A watchlist item may go to anyone listed with `watchlist`; the route refuses a stranger.
    const { uuid } = await h.screenedListedPerson(companyId, tok.admin);
    const list = await api.call('GET', `/api/review-queue?session=${uuid}`, { token: tok.admin });
    const [item] = list.body.data;
    const toViewer = await api.call('POST', `/api/review-queue/${item.id}/assign`, {
      token: tok.admin,
      body: { user_id: ids.viewer },
    });
    expect(toViewer.body.data.assignee).toMatchObject({ id: ids.viewer });
    const toOutsider = await api.call('POST', `/api/review-queue/${item.id}/assign`, {
      token: tok.admin,
      body: { user_id: outsiderId },
    });
    expect(toOutsider.status).toBe(422);
  });

  it("lists one applicant's items with the session filter, and refuses what is not a session uuid", async () => {
    const first = await h.screenedListedPerson(companyId, tok.admin);
    const second = await h.screenedListedPerson(companyId, tok.admin);
    for (const { uuid } of [first, second]) {
      const r = await api.call('GET', `/api/review-queue?session=${uuid}`, { token: tok.viewer });
      expect(r.status).toBe(200);
      expect(r.body.data.map((i: any) => [i.session_uuid, i.kind])).toEqual([[uuid, 'watchlist']]);
      expect(r.body.meta.total).toBe(1);
    }
    const bad = await api.call('GET', '/api/review-queue?session=not-a-uuid', {
      token: tok.viewer,
      headers: { 'accept-language': 'de' },
    });
    expect([bad.status, bad.body.errors]).toEqual([
      422,
      [{ field: 'session', message: 'Muss die UUID einer Sitzung sein' }],
    ]);
  });

  it("keeps notes append-only in the applicant's history with author and time, beside the item's assignments", async () => {
    const { uuid } = await h.screenedListedPerson(companyId, tok.admin);
    const [item] = (await api.call('GET', `/api/review-queue?session=${uuid}`, { token: tok.admin })).body
      .data;
    await api.call('POST', '/api/review-queue/next', { token: tok.viewer });
    const blank = await api.call('POST', `/api/applicants/${uuid}/notes`, {
      token: tok.viewer,
      body: { note: '   ' },
      headers: { 'accept-language': 'fr' },
    });
    expect([blank.status, blank.body.errors]).toEqual([
      422,
      [{ field: 'note', message: 'Une note est obligatoire' }],
    ]);
    const added = await api.call('POST', `/api/applicants/${uuid}/notes`, {
      token: tok.viewer,
      body: { note: 'Called the school: the applicant moved in June' },
    });
    expect(added.status).toBe(201);
    const history = await api.call('GET', `/api/applicants/${uuid}/review-history`, {
      token: tok.admissions,
    });
    expect(history.status).toBe(200);
    const viewerId = await h.myId(tok.viewer);
    const lines = history.body.data.map((e: any) => [e.type, e.by.id, e.note]);
    // "Next item" gave the viewer the oldest item; this one may or may not be it, the note is there either way.
    expect(lines).toContainEqual(['note', viewerId, 'Called the school: the applicant moved in June']);
    expect(history.body.data.every((e: any) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    const given = await api.call('POST', `/api/review-queue/${item.id}/assign`, {
      token: tok.admin,
      body: { user_id: await h.myId(tok.admissions) },
    });
    expect(given.status).toBe(200);
    const after = (await api.call('GET', `/api/applicants/${uuid}/review-history`, { token: tok.viewer }))
      .body.data;
    expect(after.at(-1)).toMatchObject({
      type: 'assigned',
      kind: 'watchlist',
      assignee: { id: await h.myId(tok.admissions) },
    });
    // No route edits or removes a note.
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const)
      expect(
        (await api.call(method, `/api/applicants/${uuid}/notes`, { token: tok.admin, body: {} })).status,
      ).toBe(404);
    // Another company's staff do not see the applicant.
    const outsider = await h.staff(await h.company('Far College'), 'far@far.edu', [4]);
    expect(
      (await api.call('GET', `/api/applicants/${uuid}/review-history`, { token: outsider })).status,
    ).toBe(404);
    expect(
      (await api.call('POST', `/api/applicants/${uuid}/notes`, { token: outsider, body: { note: 'x' } }))
        .status,
    ).toBe(404);
  });
});
