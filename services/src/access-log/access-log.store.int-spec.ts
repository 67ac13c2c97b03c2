import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database';
import { SYSTEM } from '../shared/database/database';
import { AccessLogStore, type AccessEntry } from './access-log.store';
import { verifyAccessChains } from './verify-chains';

/** The access log under concurrent views: every line kept once, in one unbroken chain per company. */
describe('AccessLogStore under concurrent appends', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const entry = (requestId: string, applicants: string[] = ['a-1']): AccessEntry => ({
    at: new Date(),
    actorType: 'user',
    actorId: '7',
    actorName: 'Staff Member',
    kind: 'session.detail',
    applicantIds: applicants,
    detail: {},
    ip: '127.0.0.1',
    requestId,
  });

  it('keeps every line of two processes and three companies once, each company one intact chain', async () => {
    // Two stores stand for two API processes: each groups its own appends, and they meet on the head row.
    const stores = [new AccessLogStore(database.db), new AccessLogStore(database.db)];
    const appends = Array.from({ length: 300 }, (_, i) =>
      stores[i % 2].append(1 + (i % 3), [entry(`r-${i}`)]),
    );
    // One answer of many applicants (an export) is one line, among the others.
    appends.push(stores[0].append(1, [entry('export', ['a-1', 'a-2', 'a-3'])]));
    await Promise.all(appends);

    const rows = await database.db.rows<{ company_id: string; n: string; ids: string }>(
      SYSTEM,
      `SELECT company_id, count(*) AS n, count(DISTINCT request_id) AS ids FROM access_log GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((r) => [Number(r.company_id), Number(r.n), Number(r.ids)])).toEqual([
      [1, 101, 101],
      [2, 100, 100],
      [3, 100, 100],
    ]);
    const verdicts = await verifyAccessChains(database.db);
    expect(verdicts.map((v) => [v.companyId, v.lines, v.broken])).toEqual([
      [1, 101, null],
      [2, 100, null],
      [3, 100, null],
    ]);
  });

  it('fails only the answer whose line could not be written, not those that waited with it', async () => {
    const store = new AccessLogStore(database.db);
    const refused = entry('refused');
    // A line PostgreSQL refuses (a NUL byte in text): its answer must fail rather than leave unrecorded.
    refused.actorName = 'bad\u0000name';
    // Appended together, so the three wait for one transaction behind the first.
    const first = store.append(4, [entry('first')]);
    const results = await Promise.allSettled([
      store.append(4, [entry('before')]),
      store.append(4, [refused]),
      store.append(4, [entry('after')]),
    ]);
    await first;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const lines = await database.db.rows<{ request_id: string }>(
      SYSTEM,
      'SELECT request_id FROM access_log WHERE company_id = 4 ORDER BY seq',
    );
    expect(lines.map((l) => l.request_id)).toEqual(['first', 'before', 'after']);
    expect((await verifyAccessChains(database.db)).find((v) => v.companyId === 4)?.broken).toBeNull();
  });
});
