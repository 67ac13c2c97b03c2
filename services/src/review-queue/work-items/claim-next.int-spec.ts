import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SYSTEM } from '../../shared/database/database';
import { UserType } from '../../shared/auth/permissions';
import { mayDecide, type Decider } from '../who-may-decide';
import { claimBatchStatement, claimNextStatement } from './claim-next.statement';
import { ClaimBatcher } from './claim-batcher';
import { asDecidable } from './item-access';

// "Next item" as one SQL statement (migration 095): its SQL says again who may decide what, so it is
// checked here against the rule itself (`mayDecide`), for every kind, form type, escalation and
// four-eyes requester, and against another tenant's older items.

const COMPANY = 201;
const OTHER_COMPANY = 202;

interface Item {
  id: string;
  kind: string;
  formType: string | null;
  escalated: boolean;
  requestedBy: number | null;
}

describe('"Next item" in one statement', () => {
  let t: TestDatabase;
  const items: Item[] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    const shapes: Omit<Item, 'id'>[] = [];
    for (const escalated of [false, true]) {
      for (const kind of ['high_risk', 'watchlist'])
        shapes.push({ kind, formType: null, escalated, requestedBy: null });
      for (const kind of ['idv_check', 'idv_selfie'])
        for (const formType of ['ADMISSIONS', 'FINANCIAL_AID'])
          shapes.push({ kind, formType, escalated, requestedBy: null });
      for (const formType of [null, 'ADMISSIONS', 'FINANCIAL_AID'])
        for (const requestedBy of [7, 9]) shapes.push({ kind: 'approval', formType, escalated, requestedBy });
    }
    // Ages in an order unrelated to the shapes', so "oldest first" is tested, not the insert order.
    const ages = shapes.map((_, i) => (i * 7) % shapes.length);
    for (const [i, shape] of shapes.entries()) {
      const [{ id }] = await t.db.rows<{ id: string }>(
        SYSTEM,
        `INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, form_type, escalated,
                                   requested_by, reason_codes, created_at)
         VALUES (gen_random_uuid(), $1, 'case:' || $2, $3, gen_random_uuid(), $4, $5, $6, '{}',
                 now() - $7 * interval '1 hour')
         RETURNING id`,
        [COMPANY, i, shape.kind, shape.formType, shape.escalated, shape.requestedBy, ages[i]],
      );
      items[ages.length - 1 - ages[i]] = { id, ...shape };
    }
    // Older than all of them, in another tenant: never anyone's here.
    await t.db.rows(
      SYSTEM,
      `INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, reason_codes, created_at)
       VALUES (gen_random_uuid(), $1, 'other', 'watchlist', gen_random_uuid(), '{}', now() - interval '1 year')`,
      [OTHER_COMPANY],
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  const claimAll = async (user: Decider & { id: number }) => {
    const claimed: string[] = [];
    for (;;) {
      const metadata = { companyId: COMPANY, actor: { id: user.id, name: 'Staff', type: 'user' as const } };
      const [row] = await t.db.tenantFunction<{ id: string }>(
        COMPANY,
        claimNextStatement(
          COMPANY,
          user,
          { id: user.id, name: `Staff ${user.id}` },
          { ...metadata, correlationId: 'test' },
        ),
      );
      if (!row) return claimed;
      claimed.push(row.id);
    }
  };

  const deciders: Array<[string, Decider & { id: number }]> = [
    ['a company admin', { userType: UserType.CompanyAdmin, permissions: [], id: 8 }],
    [
      'a company admin who asked for two approvals',
      { userType: UserType.CompanyAdmin, permissions: [], id: 7 },
    ],
    ['Admissions only', { userType: UserType.CompanyUser, permissions: [4], id: 11 }],
    ['Financial Aid only', { userType: UserType.CompanyUser, permissions: [5], id: 12 }],
    ['both, who asked for two approvals', { userType: UserType.CompanyUser, permissions: [4, 5], id: 9 }],
    ['neither (a viewer)', { userType: UserType.CompanyUser, permissions: [1], id: 13 }],
  ];

  it.each(deciders)(
    'gives %s exactly the items they may decide, oldest first, once each',
    async (_, user) => {
      await t.db.rows(
        SYSTEM,
        'UPDATE review_items SET assigned_to = NULL, assigned_name = NULL, assigned_at = NULL',
      );
      const expected = items.filter((item) => mayDecide(user, item)).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await claimAll(user)).toEqual(expected);
      const held = await t.db.rows<{ id: string; assigned_to: string; assigned_name: string }>(
        SYSTEM,
        'SELECT id, assigned_to, assigned_name FROM review_items WHERE assigned_to IS NOT NULL ORDER BY created_at, id',
      );
      expect(held).toEqual(
        expected.map((id) => ({ id, assigned_to: String(user.id), assigned_name: `Staff ${user.id}` })),
      );
    },
  );

  /** Who holds what, item by item, when `order` take turns claiming until no one gets an item. */
  const expectedTurns = (order: Array<Decider & { id: number }>) => {
    const holder = new Map<string, number>();
    for (let taken = true; taken;) {
      taken = false;
      for (const user of order) {
        const next = items.find((item) => !holder.has(item.id) && mayDecide(user, item));
        if (next) holder.set(next.id, user.id);
        taken ||= !!next;
      }
    }
    return holder;
  };
  const heldNow = async () =>
    new Map(
      (
        await t.db.rows<{ id: string; assigned_to: string }>(
          SYSTEM,
          'SELECT id, assigned_to FROM review_items WHERE assigned_to IS NOT NULL',
        )
      ).map((r) => [r.id, Number(r.assigned_to)]),
    );
  const metadataOf = (user: { id: number }) => ({
    companyId: COMPANY,
    actor: { id: user.id, name: 'Staff', type: 'user' as const },
    correlationId: 'test',
  });

  it('serves claims sent together (one statement) in their order, each the oldest item its sender may decide', async () => {
    await t.db.rows(
      SYSTEM,
      'UPDATE review_items SET assigned_to = NULL, assigned_name = NULL, assigned_at = NULL',
    );
    const order = deciders.map(([, user]) => user);
    const claims = order.map((user) => ({
      user,
      me: { id: user.id, name: `Staff ${user.id}` },
      metadata: metadataOf(user),
    }));
    for (;;) {
      const rows = await t.db.tenantFunction<{ claim: number; id: string; assigned_to: string }>(
        COMPANY,
        claimBatchStatement(COMPANY, claims),
      );
      if (!rows.length) break;
      for (const row of rows) expect(Number(row.assigned_to)).toBe(order[row.claim - 1].id);
    }
    expect(await heldNow()).toEqual(expectedTurns(order));
  });

  it('sends the claims that come while one is in PostgreSQL together, and none gets an item twice', async () => {
    await t.db.rows(
      SYSTEM,
      'UPDATE review_items SET assigned_to = NULL, assigned_name = NULL, assigned_at = NULL',
    );
    const batcher = new ClaimBatcher(t.db);
    const users = deciders.map(([, user]) => user);
    const seen: string[] = [];
    for (;;) {
      // Six at the same moment: the first goes alone, the five that came meanwhile as one statement.
      const got = await Promise.all(
        users.map((user) =>
          batcher.claim(COMPANY, {
            user,
            me: { id: user.id, name: `Staff ${user.id}` },
            metadata: metadataOf(user),
          }),
        ),
      );
      for (const [i, row] of got.entries()) {
        if (!row) continue;
        expect(mayDecide(users[i], asDecidable(row))).toBe(true);
        seen.push(row.id);
      }
      if (got.every((row) => !row)) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(expectedTurns(users).size);
  });

  it('records each claim as an event on the item stream, as the event store appends it', async () => {
    const events = await t.db.rows<{
      stream_id: string;
      stream_version: string;
      company_id: string;
      data: any;
    }>(
      SYSTEM,
      `SELECT e.stream_id, e.stream_version, e.company_id, e.data FROM events e
        WHERE e.type = 'ReviewItemAssigned' ORDER BY e.global_position`,
    );
    const streams = await t.db.rows<{ stream_id: string; version: string }>(
      SYSTEM,
      'SELECT stream_id, version FROM streams',
    );
    const versions = new Map(streams.map((s) => [s.stream_id, Number(s.version)]));
    const perStream = new Map<string, number>();
    for (const event of events) {
      perStream.set(event.stream_id, (perStream.get(event.stream_id) ?? 0) + 1);
      expect(Number(event.stream_version)).toBe(perStream.get(event.stream_id));
      expect(event.stream_id).toBe(`review-item-${event.data.itemId}`);
      expect(Number(event.company_id)).toBe(COMPANY);
      expect(event.data).toMatchObject({ claimed: true, by: event.data.assignee });
    }
    for (const [stream, count] of perStream) expect(versions.get(stream)).toBe(count);
    expect(perStream.size).toBe(items.length);
  });
});
