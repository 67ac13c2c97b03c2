import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { tenant, type Tx } from '../database/database';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { until } from '../../../../test/support/until';
import { EventStore } from './event-store';
import { EVENTS_APPENDED_CHANNEL, EventWakeups } from './event-wakeups';

/** Far longer than any test here waits: a wait that ends did so because of a notice (or a lost one). */
const NEVER = 600_000;
const sentinel = (ms: number) =>
  new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms));

describe('EventWakeups: readers wake when events are appended, and poll when they cannot hear', () => {
  let t: TestDatabase;
  let wakeups: EventWakeups;
  const store = new EventStore();
  const append = (rollback = false, type = 'Tested') =>
    t.db
      .tx(tenant(1), async (tx) => {
        await store.append(tx, `wake-${randomUUID()}`, 0, [{ type, data: {} }], {
          companyId: 1,
          actor: { id: null, name: 'test', type: 'system' },
          correlationId: randomUUID(),
        });
        if (rollback) throw new Error('rolled back');
      })
      .catch((error: Error) => {
        if (!rollback) throw error;
      });

  beforeAll(async () => {
    t = await createTestDatabase();
    wakeups = new EventWakeups(t.url);
    wakeups.start();
    // Its LISTEN is in place once the first wake-up (sent on connecting) has come.
    await wakeups.reader(null).next(NEVER, NEVER);
  });
  afterAll(async () => {
    await wakeups.stop();
    await t.drop();
  });

  it('wakes every waiting reader when an appending transaction commits', async () => {
    const [projections, webhooks] = [wakeups.reader(null), wakeups.reader(null)];
    const waits = [projections.next(NEVER, NEVER), webhooks.next(NEVER, NEVER)];
    await append();
    const woken = await Promise.race([Promise.all(waits).then(() => 'woken'), sentinel(15_000)]);
    expect(woken).toBe('woken');
  });

  it('does not lose an append made while the reader was busy: its next wait ends at once', async () => {
    const reader = wakeups.reader(null);
    const first = reader.next(NEVER, NEVER);
    await append();
    await first;
    await append(); // during the reader's pass
    await until(
      'the notice delivered',
      async () => {
        const next = await Promise.race([reader.next(NEVER, NEVER).then(() => 'woken'), sentinel(200)]);
        return next === 'woken';
      },
      15_000,
    );
  });

  it('gathers appends that come close together into one pass, and starts an idle reader at once', async () => {
    const reader = wakeups.reader(null, 5_000);
    const first = reader.next(NEVER, NEVER);
    await append();
    await first; // the first pass: nothing before it, so no gathering
    await append();
    await append();
    const second = reader.next(NEVER, NEVER).then(() => 'woken');
    // Both appends are waiting, yet the pass starts only when 5 s have passed since the last one began.
    expect(await Promise.race([second, sentinel(500)])).toBe('still waiting');
    expect(await Promise.race([second, sentinel(15_000)])).toBe('woken');
    // Nothing is left over for a third pass: both appends were read by the second.
    expect(await Promise.race([reader.next(NEVER, NEVER).then(() => 'woken'), sentinel(500)])).toBe(
      'still waiting',
    );
    reader.cancel();
  });

  it('wakes a reader only for the event types it reads', async () => {
    const [tested, other] = [wakeups.reader(['Tested']), wakeups.reader(['Other', 'Unrelated'])];
    const waitTested = tested.next(NEVER, NEVER).then(() => 'woken');
    const waitOther = other.next(NEVER, NEVER).then(() => 'woken');
    await append();
    expect(await Promise.race([waitTested, sentinel(15_000)])).toBe('woken');
    expect(await Promise.race([waitOther, sentinel(1_000)])).toBe('still waiting');
    await append(false, 'Other');
    expect(await Promise.race([waitOther, sentinel(15_000)])).toBe('woken');
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const reader = wakeups.reader(null);
    const wait = reader.next(NEVER, NEVER);
    await append(true);
    expect(await Promise.race([wait.then(() => 'woken'), sentinel(1_000)])).toBe('still waiting');
    reader.cancel();
  });

  it('polls at the short interval while its connection is lost, then listens again', async () => {
    const admin = new Client({ connectionString: t.url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      );
      const reader = wakeups.reader(null);
      // Lost: a wait ends after the short poll, with no append at all.
      await until(
        'polling',
        async () => {
          return (
            (await Promise.race([reader.next(NEVER, 50).then(() => 'woken'), sentinel(1_000)])) === 'woken'
          );
        },
        15_000,
      );
      // Back (it reconnects every second): appends wake it again.
      await until(
        'listening again',
        async () => {
          const { rows } = await admin.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
          );
          return rows[0].n === 1;
        },
        15_000,
      );
      await reader.next(NEVER, 50); // the wake-up sent on reconnecting
      const wait = reader.next(NEVER, NEVER);
      await append();
      expect(await Promise.race([wait.then(() => 'woken'), sentinel(15_000)])).toBe('woken');
    } finally {
      await admin.end();
    }
  });

  it('sends no notice for an append of events no reader handles (wakeReaders: false), and one for the others', async () => {
    const listener = new Client({ connectionString: t.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
    // Notices arrive in commit order, so the marker, sent last, comes after anything the appends sent.
    const noticesBeforeMarker = async () => {
      await listener.query(`NOTIFY ${EVENTS_APPENDED_CHANNEL}, 'marker'`);
      await until('the marker', async () => heard.includes('marker'), 15_000);
      return heard.splice(0).filter((p) => p !== 'marker').length;
    };
    const appendIn = (tx: Tx, wakeReaders: boolean) =>
      store.append(
        tx,
        `wake-${randomUUID()}`,
        0,
        [{ type: 'Tested', data: {} }],
        { companyId: 1, actor: { id: null, name: 'test', type: 'system' }, correlationId: randomUUID() },
        { wakeReaders },
      );
    try {
      await t.db.tx(tenant(1), (tx) => appendIn(tx, false));
      expect(await noticesBeforeMarker()).toBe(0);
      // The setting ends with its append: a later append of the same transaction still wakes the readers.
      await t.db.tx(tenant(1), async (tx) => {
        await appendIn(tx, false);
        await appendIn(tx, true);
      });
      expect(await noticesBeforeMarker()).toBe(1);
    } finally {
      await listener.end();
    }
  });
});
