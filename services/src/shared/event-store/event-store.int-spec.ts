import { randomUUID } from 'node:crypto';
import { EventMetadata } from '../domain/event';
import { SYSTEM, tenant } from '../database/database';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { EventStore } from './event-store';
import { StreamVersionConflictError } from './event-store.errors';
import { Checkpoint, START, checkpointOf, readAfter } from './subscription-reader';

const meta = (companyId: number | null = 1): EventMetadata => ({
  companyId,
  actor: { id: null, name: 'test', type: 'system' },
  correlationId: randomUUID(),
});

describe('EventStore on PostgreSQL', () => {
  let t: TestDatabase;
  const store = new EventStore();
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  const appendOne = (stream: string, expected: number | 'any', eventId?: string) =>
    t.db.tx(tenant(1), (tx) =>
      store.append(tx, stream, expected, [{ type: 'Tested', data: { stream }, eventId }], meta()),
    );

  const streamRows = (stream: string) =>
    t.db.rows<{ stream_version: string; event_id: string }>(
      SYSTEM,
      'SELECT stream_version, event_id FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [stream],
    );

  it('lets exactly one of 50 concurrent appenders win each version, losing and doubling nothing', async () => {
    const stream = `race-${randomUUID()}`;
    const firstRound = await Promise.allSettled(Array.from({ length: 50 }, () => appendOne(stream, 0)));
    expect(firstRound.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const losers = firstRound.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(losers.every((r) => r.reason instanceof StreamVersionConflictError)).toBe(true);

    // Each appender retries with the version it re-reads until its own event is stored.
    const ids = Array.from({ length: 49 }, () => randomUUID());
    await Promise.all(
      ids.map(async (id) => {
        for (;;) {
          const version = (await streamRows(stream)).length;
          try {
            return await appendOne(stream, version, id);
          } catch (e) {
            if (!(e instanceof StreamVersionConflictError)) throw e;
          }
        }
      }),
    );
    const rows = await streamRows(stream);
    expect(rows.map((r) => Number(r.stream_version))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(50);
    for (const id of ids) expect(rows.filter((r) => r.event_id === id)).toHaveLength(1);
  });

  it('stores one row when the same event id is appended 100 times concurrently', async () => {
    const stream = `idem-${randomUUID()}`;
    const eventId = randomUUID();
    const results = await Promise.all(Array.from({ length: 100 }, () => appendOne(stream, 'any', eventId)));
    expect(await streamRows(stream)).toHaveLength(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
  });

  it('rejects a stale expected version with a typed 409 error', async () => {
    const stream = `stale-${randomUUID()}`;
    await appendOne(stream, 0);
    const error = await appendOne(stream, 0).catch((e) => e);
    expect(error).toBeInstanceOf(StreamVersionConflictError);
    expect(error.httpStatus).toBe(409);
  });

  it('starts many new streams in one call, or none of them when one is already there', async () => {
    const applied: string[] = [];
    const batched = new EventStore();
    batched.registerInline({
      name: 'batch-test',
      handles: ['Tested'],
      apply: async (_tx, e) => void applied.push(`one:${e.streamId}`),
      applyBatch: async (_tx, events) => void applied.push(`batch:${events.length}`),
      reset: async () => undefined,
    });
    const ids = Array.from({ length: 3 }, () => `many-${randomUUID()}`);
    const streams = ids.map((streamId, i) => ({
      streamId,
      events: Array.from({ length: i + 1 }, (_, n) => ({ type: 'Tested', data: { n } })),
    }));
    const recorded = await t.db.tx(tenant(1), (tx) => batched.appendNewStreams(tx, streams, meta()));
    expect(recorded.map((e) => [e.streamId, e.streamVersion, e.data])).toEqual(
      streams.flatMap((s) => s.events.map((e, n) => [s.streamId, n + 1, e.data])),
    );
    expect(applied).toEqual(['batch:6']);
    for (const [i, id] of ids.entries()) expect(await streamRows(id)).toHaveLength(i + 1);
    // A later append goes on from the version the batch left.
    await appendOne(ids[2], 3);
    // One stream already there: nothing of the call is written.
    const fresh = `many-${randomUUID()}`;
    await expect(
      t.db.tx(tenant(1), (tx) =>
        batched.appendNewStreams(
          tx,
          [fresh, ids[0]].map((streamId) => ({ streamId, events: [{ type: 'Tested', data: {} }] })),
          meta(),
        ),
      ),
    ).rejects.toBeInstanceOf(StreamVersionConflictError);
    expect(await streamRows(fresh)).toHaveLength(0);
  });

  it('folds a stream without the data keys a decider leaves out, keeping everything else', async () => {
    const stream = `omit-${randomUUID()}`;
    await t.db.tx(tenant(1), (tx) =>
      store.append(
        tx,
        stream,
        0,
        [
          { type: 'Counted', data: { n: 2, errors: [{ line: 3 }], daily: [1] } },
          { type: 'Counted', data: { n: 5, errors: [] } },
        ],
        meta(),
      ),
    );
    const decider = {
      initialState: () => ({ total: 0, seen: [] as unknown[] }),
      evolve: (s: { total: number; seen: unknown[] }, e: any) => ({
        total: s.total + e.data.n,
        seen: [...s.seen, e.data],
      }),
    };
    const folded = await t.db.tx(tenant(1), (tx) =>
      store.aggregate(tx, stream, decider as any, ['errors', 'daily']),
    );
    expect(folded).toEqual({ version: 2, state: { total: 7, seen: [{ n: 2 }, { n: 5 }] } });
    const whole = await t.db.tx(tenant(1), (tx) => store.readStream(tx, stream));
    expect(whole.map((e) => e.data)).toEqual([
      { n: 2, errors: [{ line: 3 }], daily: [1] },
      { n: 5, errors: [] },
    ]);
  });

  it('hides another tenant’s events through row-level security', async () => {
    const stream = `rls-${randomUUID()}`;
    await appendOne(stream, 0);
    const seenByOther = await t.db.rows(tenant(2), 'SELECT 1 FROM events WHERE stream_id = $1', [stream]);
    const seenByOwner = await t.db.rows(tenant(1), 'SELECT 1 FROM events WHERE stream_id = $1', [stream]);
    expect(seenByOther).toHaveLength(0);
    expect(seenByOwner).toHaveLength(1);
  });

  describe('subscription order under slow and fast transactions', () => {
    const readAll = async (from: Checkpoint) =>
      t.db.tx(SYSTEM, (tx) => readAfter(tx, from, ['Ordered'], 1000));

    async function drainFrom(from: Checkpoint) {
      const events = await readAll(from);
      return { events, next: events.length ? checkpointOf(events[events.length - 1]) : from };
    }

    // Transaction ids are cluster-wide: a test file running beside this one may hold an open
    // transaction for a moment, which rightly holds this reader back too. Wait for it, bounded.
    /** A checkpoint past every 'Ordered' event committed so far (waiting until all are visible). */
    async function settledStart() {
      const row = await t.db.one<{ n: number }>(
        SYSTEM,
        "SELECT count(*)::int AS n FROM events WHERE type = 'Ordered'",
      );
      return (await drainAtLeast(START, row!.n)).next;
    }

    async function drainAtLeast(from: Checkpoint, count: number) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const drained = await drainFrom(from);
        if (drained.events.length >= count || Date.now() > deadline) return drained;
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    it('never skips an earlier-started transaction that commits later, and holds readers back until it ends', async () => {
      let at = await settledStart();
      const slow = await t.db.pool.connect();
      await slow.query("BEGIN; SELECT set_config('app.company_id', '*', true)");
      await slow.query('SELECT pg_current_xact_id()'); // the slow transaction takes its id first
      const fast = `fast-${randomUUID()}`;
      await t.db.tx(tenant(1), (tx) => store.append(tx, fast, 0, [{ type: 'Ordered', data: {} }], meta()));
      const slowStream = `slow-${randomUUID()}`;
      await store.append(slow, slowStream, 0, [{ type: 'Ordered', data: {} }], meta());

      const whileOpen = await drainFrom(at);
      expect(whileOpen.events).toHaveLength(0); // the fast commit is held back by the open slow one
      await slow.query('COMMIT');
      slow.release();

      const after = await drainAtLeast(at, 2);
      expect(after.events.map((e) => e.streamId)).toEqual([slowStream, fast]);
      at = after.next;
      expect((await drainFrom(at)).events).toHaveLength(0);
    });

    it('does not stall on the position hole a rolled-back transaction leaves', async () => {
      const at = await settledStart();
      await t.db
        .tx(tenant(1), async (tx) => {
          await store.append(tx, `rolled-${randomUUID()}`, 0, [{ type: 'Ordered', data: {} }], meta());
          throw new Error('abort');
        })
        .catch(() => undefined);
      const kept = `kept-${randomUUID()}`;
      await t.db.tx(tenant(1), (tx) => store.append(tx, kept, 0, [{ type: 'Ordered', data: {} }], meta()));
      const { events } = await drainAtLeast(at, 1);
      expect(events.map((e) => e.streamId)).toEqual([kept]);
    });
  });
});
