import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { tenant, type Tx } from '../../shared/database/database';

// The queue's kept counts (migration 087): every write to review_items adds its net change, a writer
// folds a company's changes once there are 64, one writer at a time, and the figures always equal
// the items. Written straight in SQL here, as the app role in each tenant, as the projection writes.

const KEY = 'company_id, status, kind, form_type, assigned_to, assigned_name';

describe('review item counts kept beside the items', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const raise = (tx: Tx, company: number, kind: string, count: number) =>
    tx.query(
      `INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, form_type, created_at)
       SELECT gen_random_uuid(), $1, $2::text || ':' || $4::text || ':' || i, $2::text, gen_random_uuid(),
              CASE WHEN $2::text LIKE 'idv%' THEN 'ADMISSIONS' END, now() - i * interval '1 minute'
         FROM generate_series(1, $3::int) i`,
      [company, kind, count, randomUUID()],
    );
  /** Gives one unassigned open item to staff member `to` (the update a claim's projection makes). */
  const claimOne = (tx: Tx, company: number, to: number) =>
    tx.query(
      `UPDATE review_items SET assigned_to = $2, assigned_name = $3
        WHERE id = (SELECT id FROM review_items WHERE company_id = $1 AND status = 'open' AND assigned_to IS NULL
                     ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      [company, to, `Staff ${to}`],
    );
  const figures = async (company: number) => {
    const kept = await t.db.rows(
      tenant(company),
      `SELECT ${KEY}, sum(n)::int AS n FROM (
         SELECT ${KEY}, n FROM review_item_counts UNION ALL SELECT ${KEY}, n FROM review_item_count_changes) k
        GROUP BY ${KEY} HAVING sum(n) <> 0 ORDER BY ${KEY}`,
    );
    const counted = await t.db.rows(
      tenant(company),
      `SELECT ${KEY}, count(*)::int AS n FROM review_items GROUP BY ${KEY} ORDER BY ${KEY}`,
    );
    const [{ changes, folded }] = await t.db.rows<{ changes: number; folded: number }>(
      tenant(company),
      `SELECT (SELECT count(*)::int FROM review_item_count_changes) AS changes,
              (SELECT count(*)::int FROM review_item_counts) AS folded`,
    );
    return { kept, counted, changes, folded };
  };

  it('equals the items after many single changes, folding them as it goes', async () => {
    const company = 101;
    await t.db.tx(tenant(company), async (tx) => {
      await raise(tx, company, 'high_risk', 300);
      await raise(tx, company, 'idv_check', 40);
    });
    for (let i = 0; i < 150; i++) await t.db.tx(tenant(company), (tx) => claimOne(tx, company, 1 + (i % 5)));
    await t.db.tx(tenant(company), (tx) =>
      tx.query(`UPDATE review_items SET status = 'closed' WHERE company_id = $1 AND assigned_to = 2`, [
        company,
      ]),
    );
    await t.db.tx(tenant(company), (tx) =>
      tx.query(`DELETE FROM review_items WHERE company_id = $1 AND assigned_to = 3`, [company]),
    );
    const { kept, counted, changes, folded } = await figures(company);
    expect(kept).toEqual(counted);
    // 150 claims made 300 changes: most are folded, fewer than the 64 that start a fold remain.
    expect(folded).toBeGreaterThan(0);
    expect(changes).toBeLessThan(64);
  });

  it('lets a writer go on while another holds the fold, and stays right when both commit', async () => {
    const company = 102;
    await t.db.tx(tenant(company), (tx) => raise(tx, company, 'watchlist', 200));
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((r) => (releaseFirst = r));
    let firstFolded!: () => void;
    const folding = new Promise<void>((r) => (firstFolded = r));
    // The first writer makes enough changes to fold (taking the company's fold lock) and stays open.
    const first = t.db.tx(tenant(company), async (tx) => {
      for (let i = 0; i < 70; i++) await claimOne(tx, company, 7);
      firstFolded();
      await firstHolds;
    });
    await folding;
    // Others write meanwhile, each past the fold threshold: none waits for the first.
    for (let i = 0; i < 70; i++) await t.db.tx(tenant(company), (tx) => claimOne(tx, company, 8));
    releaseFirst();
    await first;
    const { kept, counted } = await figures(company);
    expect(kept).toEqual(counted);
    expect(counted.find((c: any) => c.assigned_to === '7')?.n).toBe(70);
  });

  it("keeps each company's counts to itself", async () => {
    const other = await t.db.rows(
      tenant(101),
      'SELECT DISTINCT company_id FROM review_item_counts UNION SELECT company_id FROM review_item_count_changes',
    );
    expect(other.map((r: any) => Number(r.company_id))).toEqual([101]);
  });
});
