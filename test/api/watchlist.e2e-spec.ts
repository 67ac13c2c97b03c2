import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { currentListVersions } from '../../services/src/watchlist/refresh-lists/watchlist-version.store';
import { loadStoredList, WatchlistEngineHolder } from '../../services/src/watchlist/watchlist-engine.holder';
import { watchlistSettings } from '../../services/src/watchlist/watchlist-settings';
import { SYSTEM } from '../../services/src/shared/database/database';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { until } from '../support/until';
import {
  LISTED_PERSON,
  UNLISTED_PERSON,
  demoCompanyId,
  insertSession,
  linkedListDir,
  publishChangedList,
  setWatchlistDir,
} from '../support/watchlist-sessions';

describe('watchlist screening against the OFAC SDN and UN lists', () => {
  let t: TestApp;
  let token: string;
  let companyId: number;
  let listDir: string;
  const api = () => apiClient(t.baseUrl);
  let restoreWatchlistDir: () => void;
  /** A review of a match on a subject, as the admissions user unless another token is given. */
  const reviewMatch = (uuid: string, entryId: string, body: object, as = token) =>
    api().call('POST', `/api/watchlist/${uuid}/matches/${entryId}/review`, { token: as, body });
  const screening = async (uuid: string) =>
    (await api().call('GET', `/omni/watchlist-result/${uuid}`, { token })).body.data;

  beforeAll(async () => {
    // WATCHLIST_DIR in a temporary directory of links to the reference files, so that one test
    // can publish a changed UN list (a modified copy outside the repo) and watch the rescreen.
    listDir = linkedListDir();
    restoreWatchlistDir = setWatchlistDir(listDir);
    t = await startApp({ demo: true });
    token = await api().login('admissions@northfield.edu', DEMO_PASSWORD);
    companyId = await demoCompanyId(t);
    await until('the lists to load', async () => {
      const r = await api().call('GET', '/api/watchlist/versions', { token });
      return r.body.data?.engine?.versions.length === 2 ? r.body.data : null;
    });
  });
  afterAll(async () => {
    await t.stop();
    fs.rmSync(listDir, { recursive: true, force: true });
    restoreWatchlistDir();
  });

  let listed: string;
  let unlisted: string;

  it('reports which list versions are loaded, from where, with counts', async () => {
    const r = await api().call('GET', '/api/watchlist/versions', { token });
    expect(r.body.data.lists.map((l: any) => [l.source, l.counts.entries > 900])).toEqual([
      ['OFAC_SDN', true],
      ['UN_SC', true],
    ]);
    expect(r.body.data.lists[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.data.refresh.every((s: any) => s.lastError === null && s.lastSuccessAt)).toBe(true);
    expect(r.body.data.engine).toMatchObject({ threshold: 0.88, key: expect.any(String) });
  });

  it('keeps the validated bytes of each version, which load back to exactly that version', async () => {
    const versions = await currentListVersions(t.runtime.db);
    for (const v of versions) {
      const list = await loadStoredList(t.runtime.db, v);
      expect([list.version.sha256, list.entries.length]).toEqual([v.sha256, v.counts.entries]);
    }
  });

  it('finds a listed person written differently: high, with the match, why it matched, and the list version', async () => {
    listed = await insertSession(t, companyId, LISTED_PERSON);
    const r = await api().call('POST', '/omni/watchlist-result', { token, body: { uuid: listed } });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({
      riskLevel: 'high',
      matchStatus: 'match',
      countryCodes: expect.arrayContaining(['EG']),
      watchlistTypes: expect.arrayContaining(['OFAC SDN', 'UN Security Council Consolidated']),
      reviewStatus: 'pending',
    });
    const un = d.matches.find((m: any) => m.entryId === 'UN:QDi.006');
    expect(un).toMatchObject({
      name: 'AIMAN MUHAMMED RABI AL-ZAWAHIRI',
      sanctionType: 'Al-Qaida',
      matchedAlias: 'Ayman Al-Zawahari',
      review: null,
      entryContentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(un.score).toBeGreaterThanOrEqual(0.88);
    expect(un.breakdown.tokenPairs.map((p: any) => [p.queryToken, p.indexedToken])).toEqual([
      ['zawahri', 'zawahari'],
      ['aiman', 'ayman'],
    ]);
    expect(un.breakdown.dob).toEqual({ outcome: 'match', adjustment: 0 });
    expect(d.matches.some((m: any) => m.entryId.startsWith('OFAC:'))).toBe(true);
    expect(d.listVersion.lists.map((l: any) => l.source).sort()).toEqual(['OFAC_SDN', 'UN_SC']);
    expect(d.listVersion).toMatchObject({ key: expect.any(String), threshold: 0.88 });
    expect(await screening(listed)).toEqual(d);
  });

  it('clears an unlisted person: low, no matches', async () => {
    unlisted = await insertSession(t, companyId, UNLISTED_PERSON);
    const r = await api().call('POST', '/omni/watchlist-result', { token, body: { uuid: unlisted } });
    expect(r.body.data).toMatchObject({
      riskLevel: 'low',
      matchStatus: 'no_match',
      matches: [],
      countryCodes: [],
      watchlistTypes: [],
      reviewStatus: 'no_matches',
    });
  });

  it('records a review with a reason, and keeps a cleared false positive cleared on recheck', async () => {
    const un = (body: object) => reviewMatch(listed, 'UN:QDi.006', body);
    expect((await un({ decision: 'false_positive', reason: '  ' })).status).toBe(422);
    expect((await un({ decision: 'maybe', reason: 'x' })).status).toBe(422);
    expect((await reviewMatch(listed, 'OFAC:1', { decision: 'confirmed', reason: 'x' })).status).toBe(404);
    const reviewed = await un({
      decision: 'false_positive',
      reason: 'Applicant born 2004; passport checked',
    });
    expect(reviewed.status).toBe(200);
    const match = reviewed.body.data.matches.find((m: any) => m.entryId === 'UN:QDi.006');
    expect(match.review).toMatchObject({
      decision: 'false_positive',
      reason: 'Applicant born 2004; passport checked',
      by: { name: 'Avery Quinn' },
      at: expect.any(String),
    });
    const recheck = await api().call('POST', '/omni/watchlist-result', { token, body: { uuid: listed } });
    expect(recheck.body.data.matches.find((m: any) => m.entryId === 'UN:QDi.006').review).toMatchObject({
      decision: 'false_positive',
      carriedOver: true,
    });
  });

  it('returns the audit trail of screenings and reviews with who did them', async () => {
    const r = await api().call('GET', `/api/watchlist/${listed}/history`, { token });
    expect(r.body.data.map((e: any) => e.type)).toEqual([
      'WatchlistScreened',
      'WatchlistMatchReviewed',
      'WatchlistScreened',
    ]);
    expect(r.body.data[0].data.subject).toEqual({
      fullName: 'Aiman Zawahri',
      dateOfBirth: '1951-06-19',
      countryCode: 'EG',
    });
    expect(r.body.data[1]).toMatchObject({
      actor: { name: 'Avery Quinn', type: 'user' },
      data: { entryId: 'UN:QDi.006', decision: 'false_positive', entryContentHash: expect.any(String) },
    });
  });

  it("answers another tenant's session exactly like a missing one", async () => {
    const foreign = await insertSession(t, companyId + 1000, LISTED_PERSON);
    const missing = randomUUID();
    for (const [method, route, body] of [
      ['POST', '/omni/watchlist-result', (uuid: string) => ({ uuid })],
      ['GET', '/omni/watchlist-result/:uuid', () => undefined],
      ['GET', '/api/watchlist/:uuid/history', () => undefined],
      [
        'POST',
        '/api/watchlist/:uuid/matches/UN:QDi.006/review',
        () => ({ decision: 'confirmed', reason: 'x' }),
      ],
    ] as const) {
      const call = (uuid: string) =>
        api().call(method, route.replace(':uuid', uuid), { token, body: body(uuid) });
      const [a, b] = [await call(foreign), await call(missing)];
      expect([a.status, a.body]).toEqual([404, b.body]);
    }
    expect(
      await t.runtime.db.one(SYSTEM, 'SELECT 1 FROM watchlist_screenings WHERE session_uuid = $1', [foreign]),
    ).toBeUndefined();
  });

  it('rescreens every screened subject when a list changes, invalidating reviews of changed entries and flagging them', async () => {
    const before = await screening(listed);
    const ofacMatch = before.matches.find((m: any) => m.entryId.startsWith('OFAC:'));
    await reviewMatch(listed, ofacMatch.entryId, {
      decision: 'false_positive',
      reason: 'Different date of birth on the passport',
    });
    // The UN publishes a new list in which the entry that was cleared has amended remarks.
    publishChangedList(listDir, path.join('un', 'un_consolidated.xml'), (xml) =>
      xml.replace('Leader of Al-Qaida (QDe.004).', 'Leader of Al-Qaida (QDe.004). Amended remarks.'),
    );
    // Another process (an API replica) learns of the new version by notification, not by polling.
    const replica = new WatchlistEngineHolder(t.runtime.db, t.runtime.databaseUrl, {
      ...watchlistSettings(),
      pollMs: 3_600_000,
    });
    replica.start();
    expect((await replica.settled())?.key).toBe(before.listVersion.key);
    const superToken = await api().login(SUPERADMIN.email, SUPERADMIN.password);
    expect((await api().call('POST', '/api/watchlist/refresh', { token: superToken })).status).toBe(202);

    const after = await until('the rescreen', async () => {
      const d = await screening(listed);
      return d.listVersion.key !== before.listVersion.key ? d : undefined;
    });
    expect(after.trigger).toBe('rescreen');
    await until('the replica to reload', async () => replica.current()?.key === after.listVersion.key);
    await replica.stop();
    expect(after.matches.find((m: any) => m.entryId === 'UN:QDi.006')).toMatchObject({
      flagged: true,
      review: { decision: 'false_positive', invalidatedBecause: 'entry changed' },
    });
    expect(after.matches.find((m: any) => m.entryId === ofacMatch.entryId)).toMatchObject({
      flagged: false,
      review: { decision: 'false_positive', carriedOver: true },
    });
    const other = await until('the unlisted subject rescreened', async () => {
      const d = await screening(unlisted);
      return d.listVersion.key === after.listVersion.key ? d : undefined;
    });
    expect(other).toMatchObject({ riskLevel: 'low', flaggedEntryIds: [] });

    const flagged = await api().call('GET', '/api/watchlist/flagged', { token });
    expect(flagged.body.data).toEqual([
      expect.objectContaining({
        uuid: listed,
        first_name: 'Aiman',
        last_name: 'Zawahri',
        flaggedMatches: [expect.objectContaining({ entryId: 'UN:QDi.006' })],
      }),
    ]);
    await reviewMatch(listed, 'UN:QDi.006', {
      decision: 'false_positive',
      reason: 'Amendment concerns the leadership role only',
    });
    expect((await api().call('GET', '/api/watchlist/flagged', { token })).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it('rebuilds watchlist_screenings from position 0 to exactly the live read model', async () => {
    const live = await expectRebuildToMatchLive(t.runtime.databaseUrl, [
      ['watchlist_screenings', 'session_uuid'],
    ]);
    expect(live.watchlist_screenings).toHaveLength(2);
  });

  it("shows a review made with an API key as the key, in the reader's language", async () => {
    const admin = await api().login('admin@northfield.edu', DEMO_PASSWORD);
    const key = (
      await api().call('POST', '/api/api-keys', {
        token: admin,
        body: { name: 'Slate review', permissions: [1] },
      })
    ).body.data.key;
    const reviewed = await reviewMatch(
      listed,
      'UN:QDi.006',
      { decision: 'confirmed', reason: 'Second look by the nightly job' },
      key,
    );
    expect(reviewed.status).toBe(200);
    const read = (path_: string, language: string) =>
      fetch(t.baseUrl + path_, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      }).then((r) => r.json());
    const review = (d: any) => d.matches.find((m: any) => m.entryId === 'UN:QDi.006').review;
    expect(review((await read(`/omni/watchlist-result/${listed}`, 'en')).data).by.name).toBe(
      "API key 'Slate review'",
    );
    expect(review((await read(`/omni/watchlist-result/${listed}`, 'fr')).data).by.name).toBe(
      'clé d’API « Slate review »',
    );
    const history = (await read(`/api/watchlist/${listed}/history`, 'fr')).data;
    expect(history.at(-1)).toMatchObject({
      type: 'WatchlistMatchReviewed',
      actor: { name: 'clé d’API « Slate review »' },
      data: { by: { name: 'clé d’API « Slate review »' } },
    });
    // Stored language-neutral: the key's own name, never the English sentence.
    const [stored] = await t.runtime.db.rows(
      SYSTEM,
      `SELECT data->'by'->>'name' AS name FROM events WHERE type = 'WatchlistMatchReviewed' ORDER BY global_position DESC LIMIT 1`,
    );
    expect(stored.name).toBe('Slate review');
  });
});
