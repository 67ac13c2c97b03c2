import * as fs from 'node:fs';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { signInRoles } from '../support/sign-in';
import { TrustData, seedTrustData } from '../support/trust-data';
import { until } from '../support/until';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { expectCountsToEqualTheirLists, reviewQueueHelpers } from '../support/review-queue';
import { demoCompanyId, linkedListDir, setWatchlistDir } from '../support/watchlist-sessions';

// Issue 34: one work queue. The data is the trust tests' (an import of 300 scored applicants, a
// listed person screened and one match confirmed, failed IDVs of both form types, one overridden),
// all made through the product's routes, so every item comes from the events a real day records.

describe('one review queue', () => {
  let t: TestApp;
  let data: TrustData;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'admin' | 'admissions' | 'finaid' | 'viewer', string>;
  let companyId: number;
  let listDir: string;
  let restoreWatchlistDir: () => void;
  let h: ReturnType<typeof reviewQueueHelpers>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const queue = (token: string, query = '', headers?: Record<string, string>) =>
    api.call('GET', `/api/review-queue?limit=100${query}`, { token, headers });
  const post = (token: string, path: string, body?: object, headers?: Record<string, string>) =>
    api.call('POST', `/api/review-queue${path}`, { token, body, headers });

  beforeAll(async () => {
    listDir = linkedListDir();
    restoreWatchlistDir = setWatchlistDir(listDir);
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    receiver = await startWebhookReceiver();
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    h = reviewQueueHelpers(t);
    data = await seedTrustData(t);
    tok = await signInRoles(api, ['admin', 'admissions', 'finaid', 'viewer']);
    companyId = await demoCompanyId(t);
    const endpoint = await api.call('POST', '/api/webhooks', {
      token: tok.admin,
      body: { url: receiver.url('/hooks'), events: ['review.decided'] },
    });
    expect(endpoint.status).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await t?.stop();
    await receiver?.close();
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    fs.rmSync(listDir, { recursive: true, force: true });
    restoreWatchlistDir?.();
  });

  it('raises an item for each kind from the events that need a person, with why as codes and no personal data', async () => {
    const open = await queue(tok.viewer);
    expect(open.status).toBe(200);
    const items: any[] = open.body.data;
    // High risk: exactly the sessions the import scored high or very high (the listed person's risk
    // was raised by the watchlist, not by its findings).
    const scored = await t.runtime.db.rows<{ uuid: string }>(
      'system',
      `SELECT uuid FROM verification_sessions WHERE company_id = $1 AND overall_risk_level IN ('high', 'very_high')
         AND uuid <> $2 ORDER BY uuid`,
      [companyId, data.listedUuid],
    );
    const highRisk = items.filter((i) => i.kind === 'high_risk');
    expect(scored.length).toBeGreaterThan(0);
    expect(highRisk.map((i) => i.session_uuid).sort()).toEqual(scored.map((s) => s.uuid));
    for (const item of highRisk) expect(item.reason_codes[0]).toMatch(/^level:(high|very_high)$/);
    // The listed person: one match confirmed, the others still wait.
    const screening = await api.call('GET', `/omni/watchlist-result/${data.listedUuid}`, {
      token: tok.admin,
    });
    const unreviewed = screening.body.data.matches.filter((m: any) => !m.review).map((m: any) => m.entryId);
    const watchlist = items.filter((i) => i.kind === 'watchlist');
    expect(watchlist.map((i) => [i.session_uuid, i.reason_codes])).toEqual(
      unreviewed.length ? [[data.listedUuid, unreviewed]] : [],
    );
    // The failed IDVs, one of each form type, wait for a decision; the one overridden to PASSED is closed.
    const checks = items.filter((i) => i.kind === 'idv_check');
    expect(checks.map((i) => i.form_type).sort()).toEqual(['ADMISSIONS', 'FINANCIAL_AID']);
    for (const item of checks) expect(item.reason_codes).toContain('document_expired');
    const closed = await queue(tok.viewer, '&status=closed&kind=idv_check');
    expect(closed.body.data.map((i: any) => [i.form_type, i.outcome])).toEqual([['ADMISSIONS', 'PASSED']]);
    // Oldest first; the viewer (no edit permission) may decide only the watchlist items.
    const ages = items.map((i) => i.created_at);
    expect(ages).toEqual([...ages].sort());
    expect(new Set(items.filter((i) => i.may_decide).map((i) => i.kind))).toEqual(
      new Set(watchlist.length ? ['watchlist'] : []),
    );
    expect(JSON.stringify(open.body)).not.toMatch(/Zawahri|Sample|@example|@gmail/i);
  });

  it('closes each kind by the decision that decides it', async () => {
    // Watchlist: the item keeps the matches still to review and closes with the last review.
    const { uuid, entryIds } = await h.screenedListedPerson(companyId, tok.admin);
    expect(entryIds.length).toBeGreaterThan(0);
    const itemOf = async (kind: string, sessionUuid: string, status = 'open') =>
      (await queue(tok.admin, `&kind=${kind}&status=${status}`)).body.data.find(
        (i: any) => i.session_uuid === sessionUuid,
      );
    expect((await itemOf('watchlist', uuid)).reason_codes).toEqual(entryIds);
    for (const [n, entryId] of entryIds.entries()) {
      const r = await api.call(
        'POST',
        `/api/watchlist/${uuid}/matches/${encodeURIComponent(entryId)}/review`,
        {
          token: tok.viewer,
          body: { decision: 'false_positive', reason: 'Other person: born decades apart' },
        },
      );
      expect(r.status).toBe(200);
      expect((await itemOf('watchlist', uuid))?.reason_codes).toEqual(
        n < entryIds.length - 1 ? entryIds.slice(n + 1) : undefined,
      );
    }
    expect(await itemOf('watchlist', uuid, 'closed')).toMatchObject({ outcome: 'reviewed' });

    // IDV: an override decides the failed Admissions IDV.
    const check = (await queue(tok.admin, '&kind=idv_check&form_type=ADMISSIONS')).body.data[0];
    const put = await api.call('PUT', `/api/updateIDV/${check.session_uuid}`, {
      token: tok.admissions,
      body: {
        form_type: 'ADMISSIONS',
        overall_validation: 'FAILED',
        reason: 'Expired card; asked for a new one',
      },
    });
    expect(put.status).toBe(200);
    expect(
      (await queue(tok.admin, '&kind=idv_check&status=closed')).body.data.map((i: any) => i.id),
    ).toContain(check.id);

    // High risk: an outcome with a note, in the applicant's history; the note is required.
    const [first, second] = (await queue(tok.admin, '&kind=high_risk')).body.data;
    const blank = await post(tok.admissions, `/${first.id}/decide`, { outcome: 'no_issue', note: '  ' });
    expect([blank.status, blank.body.errors]).toEqual([
      422,
      [{ field: 'note', message: 'A note is required' }],
    ]);
    expect((await post(tok.viewer, `/${first.id}/decide`, { outcome: 'no_issue', note: 'x' })).status).toBe(
      403,
    );
    const decided = await post(tok.admissions, `/${first.id}/decide`, {
      outcome: 'no_issue',
      note: 'Address verified by phone with the applicant',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ status: 'closed', outcome: 'no_issue' });
    // The decision is an event whose outcome is in clear and whose note is sealed with the applicant's
    // key (issue 32); the history reads the note back.
    const stored = await t.runtime.db.rows<{ type: string; outcome: string; data: string }>(
      'system',
      `SELECT type, data->>'outcome' AS outcome, data::text AS data FROM events WHERE stream_id = $1`,
      [`applicant-review-${first.session_uuid}`],
    );
    expect(stored.map((e) => [e.type, e.outcome])).toEqual([['ReviewDecided', 'no_issue']]);
    expect(stored[0].data).not.toContain('Address verified by phone');
    const history = await api.call('GET', `/api/applicants/${first.session_uuid}/review-history`, {
      token: tok.admin,
    });
    expect(history.body.data.map((e: { note?: string | null }) => e.note)).toContain(
      'Address verified by phone with the applicant',
    );
    // Subscribers hear review.decided: ids and the outcome, never the note.
    const hook = await until('the review.decided webhook', async () =>
      receiver.received.find((r) => r.json?.event === 'review.decided' && r.json.data.item_id === first.id),
    );
    expect(hook.json.data).toEqual({
      item_id: first.id,
      session_uuid: first.session_uuid,
      kind: 'high_risk',
      outcome: 'no_issue',
    });
    expect(hook.body).not.toContain('Address verified');
    // Escalated: open, for a company admin only.
    const escalated = await post(tok.admissions, `/${second.id}/decide`, {
      outcome: 'escalate',
      note: 'Two findings I cannot judge',
    });
    expect(escalated.body.data).toMatchObject({ status: 'open', escalated: true, may_decide: false });
    expect(
      (await post(tok.admissions, `/${second.id}/decide`, { outcome: 'no_issue', note: 'x' })).status,
    ).toBe(403);
    const confirmed = await post(tok.admin, `/${second.id}/decide`, {
      outcome: 'confirmed_risk',
      note: 'Confirmed with the registrar',
    });
    expect(confirmed.body.data).toMatchObject({ status: 'closed', outcome: 'confirmed_risk' });
  });

  it("lets only the assignee or a company admin decide an assigned item, and says so in the reader's language", async () => {
    const item = (await queue(tok.admin, '&kind=idv_check&form_type=FINANCIAL_AID')).body.data[0];
    const finaidId = await h.myId(tok.finaid);
    // The viewer may not decide IDV results, so cannot be given the item.
    const toViewer = await post(tok.admin, `/${item.id}/assign`, { user_id: await h.myId(tok.viewer) });
    expect(toViewer.status).toBe(422);
    const given = await post(tok.admin, `/${item.id}/assign`, { user_id: finaidId });
    expect(given.body.data.assignee).toMatchObject({ id: finaidId });
    const colleague = await h.staff(companyId, 'finaid2@northfield.edu', [5]);
    const fr = { 'accept-language': 'fr' };
    const override = await api.call('PUT', `/api/updateIDV/${item.session_uuid}`, {
      token: colleague,
      headers: fr,
      body: { form_type: 'FINANCIAL_AID', overall_validation: 'PASSED', reason: 'Looks fine' },
    });
    expect([override.status, override.body.code]).toEqual([403, 'REVIEW.ASSIGNED_TO_ANOTHER']);
    expect(override.body.message).toMatch(/^Cet élément est attribué à .+ : seule cette personne/);
    expect((await post(colleague, `/${item.id}/release`, undefined, fr)).status).toBe(403);
    expect((await post(colleague, `/${item.id}/assign`)).status).toBe(403);
    // The assignee releases it; the colleague may then take it and decide.
    expect((await post(tok.finaid, `/${item.id}/release`)).body.data.assignee).toBeNull();
    expect((await post(colleague, `/${item.id}/assign`)).body.data.assignee.name).toMatch(/finaid2/);
    const decided = await api.call('PUT', `/api/updateIDV/${item.session_uuid}`, {
      token: colleague,
      body: { form_type: 'FINANCIAL_AID', overall_validation: 'PASSED', reason: 'Seen in person' },
    });
    expect(decided.status).toBe(200);
    // The assignment history is events on the item's stream.
    const history = await t.runtime.db.rows<{ type: string }>(
      'system',
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`review-item-${item.id}`],
    );
    expect(history.map((h) => h.type)).toEqual([
      'ReviewItemAssigned',
      'ReviewItemReleased',
      'ReviewItemAssigned',
    ]);

    // A watchlist item held by one person: another's match review is refused.
    const { uuid, entryIds } = await h.screenedListedPerson(companyId, tok.admin);
    const held = (await queue(tok.admin, '&kind=watchlist')).body.data.find(
      (i: any) => i.session_uuid === uuid,
    );
    await post(tok.admissions, `/${held.id}/assign`);
    const review = await api.call(
      'POST',
      `/api/watchlist/${uuid}/matches/${encodeURIComponent(entryIds[0])}/review`,
      {
        token: tok.viewer,
        body: { decision: 'confirmed', reason: 'Same person' },
      },
    );
    expect([review.status, review.body.code]).toEqual([403, 'REVIEW.ASSIGNED_TO_ANOTHER']);
  });

  it('gives each item to exactly one of 20 staff pressing "Next item" at once', async () => {
    const otherCompany = await h.company('Queue Race College');
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await h.staff(otherCompany, `reviewer${i}@race.edu`, []));
    const admin = await h.staff(otherCompany, 'screener@race.edu', [1]);
    for (let i = 0; i < 10; i++) await h.screenedListedPerson(otherCompany, admin);
    const waiting = await queue(tokens[0], '&assignee=unassigned');
    expect(waiting.body.meta.total).toBe(10);

    const answers = await Promise.all(tokens.map((token) => post(token, '/next')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const claimed = answers.filter((a) => a.body.data).map((a) => a.body.data.id);
    expect(claimed.sort()).toEqual(waiting.body.data.map((i: any) => i.id).sort());
    expect(answers.filter((a) => a.body.data === null)).toHaveLength(10);
    // Each winner holds their own item.
    for (const [n, a] of answers.entries())
      if (a.body.data) expect(a.body.data.assignee.id).toBe(await h.myId(tokens[n]));
    const after = await queue(tokens[0]);
    expect(after.body.meta.by_assignee.filter((a: any) => a.assignee_id !== null)).toHaveLength(10);
    expect(after.body.meta.by_assignee.every((a: any) => a.count === 1 && a.assignee_id !== null)).toBe(true);
  });

  it('counts per kind and per assignee equal the lists they describe', async () => {
    for (const formFilter of ['', '&form_type=ADMISSIONS', '&status=closed']) {
      const meta = await expectCountsToEqualTheirLists(t, tok.admin, formFilter);
      const sum = Object.values(meta.by_kind as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(sum).toBe(meta.total);
    }
    const mine = await queue(tok.admissions, '&assignee=mine');
    expect(mine.body.data.every((i: any) => i.assignee?.id !== undefined)).toBe(true);
    const bad = await queue(tok.admin, '&assignee=someone', { 'accept-language': 'de' });
    expect([bad.status, bad.body.errors[0].field]).toEqual([422, 'assignee']);
    expect(bad.body.errors[0].message).toMatch(/^Zuständig muss/);
  });

  it('rebuilds the queue from the events to the same items', async () => {
    await expectRebuildToMatchLive(t.runtime.databaseUrl, [['review_items', 'id']]);
  });
});
