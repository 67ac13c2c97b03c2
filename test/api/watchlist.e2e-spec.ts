import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { currentListVersions } from '../../services/src/watchlist/refresh-lists/watchlist-version.store';
import { loadStoredList, WatchlistEngineHolder } from '../../services/src/watchlist/watchlist-engine.holder';
import { watchlistSettings } from '../../services/src/watchlist/watchlist-settings';
import { SYSTEM, tenant } from '../../services/src/shared/database/database';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';

/** The reference lists (never copied into the repo): ../shared/data, or SHARED_DATA_DIR. */
const DATA = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../shared/data');

interface Person {
  first: string;
  last: string;
  dob: string;
  country: string;
}

/** A verification session row as the import writes it (services/migrations/004_verifications.sql). */
async function insertSession(t: TestApp, companyId: number, p: Person): Promise<string> {
  const uuid = randomUUID();
  await t.runtime.db.tx(tenant(companyId), (tx) =>
    tx.query(
      `INSERT INTO verification_sessions (id, uuid, company_id, identity_key, first_name, last_name, email, date_of_birth,
         country_code, name_key, overall_risk_level, meta_data, invalid_ssn, incomplete_address, created_at, updated_at)
       VALUES (nextval('verification_session_ids'), $1, $2, $3, $4, $5, $6, $7, $8, $9, 'low', '{}', false, false, now(), now())`,
      [
        uuid,
        companyId,
        `key-${uuid}`,
        p.first,
        p.last,
        `${uuid}@example.edu`,
        p.dob,
        p.country,
        `${p.first} ${p.last}`.toLowerCase(),
      ],
    ),
  );
  return uuid;
}

async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function demoCompanyId(t: TestApp): Promise<number> {
  const row = await t.runtime.db.one<{ id: string }>(SYSTEM, 'SELECT id FROM companies WHERE name = $1', [
    DEMO_COMPANY,
  ]);
  return Number(row!.id);
}

describe('watchlist screening with no list loaded', () => {
  let t: TestApp;
  const saved = process.env.WATCHLIST_DIR;

  beforeAll(async () => {
    delete process.env.WATCHLIST_DIR;
    t = await startApp({ demo: true });
  });
  afterAll(async () => {
    await t.stop();
    if (saved !== undefined) process.env.WATCHLIST_DIR = saved;
  });

  it('answers 503 with a clear message, and the tab shows "not checked" (data null)', async () => {
    const api = apiClient(t.baseUrl);
    const token = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const uuid = await insertSession(t, await demoCompanyId(t), {
      first: 'Emily',
      last: 'Thompson',
      dob: '2004-03-02',
      country: 'US',
    });
    const screened = await api.call('POST', '/omni/watchlist-result', { token, body: { uuid } });
    expect(screened.status).toBe(503);
    expect(screened.body).toMatchObject({
      status: false,
      message: expect.stringMatching(/sanctions lists have not been loaded/),
    });
    expect((await api.call('GET', `/omni/watchlist-result/${uuid}`, { token })).body).toEqual({
      status: true,
      data: null,
    });
  });
});

describe('watchlist screening against the OFAC SDN and UN lists', () => {
  let t: TestApp;
  let token: string;
  let companyId: number;
  let listDir: string;
  const api = () => apiClient(t.baseUrl);
  const saved = process.env.WATCHLIST_DIR;

  beforeAll(async () => {
    // WATCHLIST_DIR in a temporary directory of links to the reference files, so that one test
    // can publish a changed UN list (a modified copy outside the repo) and watch the rescreen.
    listDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchlist-'));
    for (const dir of ['ofac', 'un']) {
      fs.mkdirSync(path.join(listDir, dir));
      for (const f of fs.readdirSync(path.join(DATA, dir)))
        fs.symlinkSync(path.join(DATA, dir, f), path.join(listDir, dir, f));
    }
    process.env.WATCHLIST_DIR = listDir;
    t = await startApp({ demo: true });
    token = await api().login('admissions@northfield.edu', DEMO_PASSWORD);
    companyId = await demoCompanyId(t);
    await eventually('the lists to load', async () => {
      const r = await api().call('GET', '/api/watchlist/versions', { token });
      return r.body.data?.engine?.versions.length === 2 ? r.body.data : undefined;
    });
  });
  afterAll(async () => {
    await t.stop();
    fs.rmSync(listDir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.WATCHLIST_DIR;
    else process.env.WATCHLIST_DIR = saved;
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
    listed = await insertSession(t, companyId, {
      first: 'Aiman',
      last: 'Zawahri',
      dob: '1951-06-19',
      country: 'EG',
    });
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
    expect((await api().call('GET', `/omni/watchlist-result/${listed}`, { token })).body.data).toEqual(d);
  });

  it('clears an unlisted person: low, no matches', async () => {
    unlisted = await insertSession(t, companyId, {
      first: 'Emily',
      last: 'Thompson',
      dob: '2004-03-02',
      country: 'US',
    });
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
    const path_ = `/api/watchlist/${listed}/matches/UN:QDi.006/review`;
    expect(
      (await api().call('POST', path_, { token, body: { decision: 'false_positive', reason: '  ' } })).status,
    ).toBe(422);
    expect(
      (await api().call('POST', path_, { token, body: { decision: 'maybe', reason: 'x' } })).status,
    ).toBe(422);
    expect(
      (
        await api().call('POST', `/api/watchlist/${listed}/matches/OFAC:1/review`, {
          token,
          body: { decision: 'confirmed', reason: 'x' },
        })
      ).status,
    ).toBe(404);
    const reviewed = await api().call('POST', path_, {
      token,
      body: { decision: 'false_positive', reason: 'Applicant born 2004; passport checked' },
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
    const foreign = await insertSession(t, companyId + 1000, {
      first: 'Aiman',
      last: 'Zawahri',
      dob: '1951-06-19',
      country: 'EG',
    });
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
    const before = (await api().call('GET', `/omni/watchlist-result/${listed}`, { token })).body.data;
    const ofacMatch = before.matches.find((m: any) => m.entryId.startsWith('OFAC:'));
    await api().call('POST', `/api/watchlist/${listed}/matches/${ofacMatch.entryId}/review`, {
      token,
      body: { decision: 'false_positive', reason: 'Different date of birth on the passport' },
    });
    // The UN publishes a new list in which the entry that was cleared has amended remarks.
    const xml = fs.readFileSync(path.join(DATA, 'un', 'un_consolidated.xml'), 'utf8');
    fs.rmSync(path.join(listDir, 'un', 'un_consolidated.xml'));
    fs.writeFileSync(
      path.join(listDir, 'un', 'un_consolidated.xml'),
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

    const after = await eventually('the rescreen', async () => {
      const d = (await api().call('GET', `/omni/watchlist-result/${listed}`, { token })).body.data;
      return d.listVersion.key !== before.listVersion.key ? d : undefined;
    });
    expect(after.trigger).toBe('rescreen');
    await eventually('the replica to reload', async () =>
      replica.current()?.key === after.listVersion.key ? true : undefined,
    );
    await replica.stop();
    expect(after.matches.find((m: any) => m.entryId === 'UN:QDi.006')).toMatchObject({
      flagged: true,
      review: { decision: 'false_positive', invalidatedBecause: 'entry changed' },
    });
    expect(after.matches.find((m: any) => m.entryId === ofacMatch.entryId)).toMatchObject({
      flagged: false,
      review: { decision: 'false_positive', carriedOver: true },
    });
    const other = await eventually('the unlisted subject rescreened', async () => {
      const d = (await api().call('GET', `/omni/watchlist-result/${unlisted}`, { token })).body.data;
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
    await api().call('POST', `/api/watchlist/${listed}/matches/UN:QDi.006/review`, {
      token,
      body: { decision: 'false_positive', reason: 'Amendment concerns the leadership role only' },
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
    const reviewed = await api().call('POST', `/api/watchlist/${listed}/matches/UN:QDi.006/review`, {
      token: key,
      body: { decision: 'confirmed', reason: 'Second look by the nightly job' },
    });
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
