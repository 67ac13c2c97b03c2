import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SYSTEM } from '../../shared/database/database';
import type { WebhookSourceEvent } from '../webhook-events';
import { webhookDispatchSubscription } from './webhook-dispatch.subscription';

// The dispatcher reads a company's endpoints once per pass and decides in JavaScript which were
// registered before each event: at the same instant as PostgreSQL compared them, the event's time in
// milliseconds against the endpoint's in microseconds.

const COMPANY = 301;
const OTHER_COMPANY = 302;
/** The endpoint's registration: half a millisecond into 12:00:00.000. */
const REGISTERED = '2026-03-01T12:00:00.000500Z';

function importCompleted(companyId: number, at: string): WebhookSourceEvent {
  return {
    type: 'ImportCompleted',
    data: { rowsRead: 1, imported: 1, updated: 0, rejected: 0 },
    eventId: randomUUID(),
    streamId: `import-${randomUUID()}`,
    streamVersion: 2,
    globalPosition: '1',
    transactionId: '1',
    companyId,
    recordedAt: new Date(at),
    metadata: { companyId, actor: { id: null, name: 'test', type: 'system' }, correlationId: 'test' },
  } as unknown as WebhookSourceEvent;
}

describe('webhook dispatch: which endpoints an event is delivered to', () => {
  let t: TestDatabase;
  let endpointId: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    endpointId = randomUUID();
    await t.db.rows(
      SYSTEM,
      `INSERT INTO webhook_endpoints (id, company_id, url, events, created_by_name, created_at)
       VALUES ($1, $2, 'https://receiver.example/hook', $3, 'Admin', $4)`,
      [endpointId, COMPANY, ['import.completed'], REGISTERED],
    );
  });
  afterAll(async () => {
    await t.drop();
  });

  const deliveredEvents = async () =>
    (
      await t.db.rows<{ event_id: string }>(
        SYSTEM,
        'SELECT event_id FROM webhook_deliveries WHERE endpoint_id = $1',
        [endpointId],
      )
    ).map((r) => r.event_id);

  it('delivers a pass its events once each, to endpoints registered before them and of their company', async () => {
    const sameMillisecond = importCompleted(COMPANY, '2026-03-01T12:00:00.000Z');
    const nextMillisecond = importCompleted(COMPANY, '2026-03-01T12:00:00.001Z');
    const earlier = importCompleted(COMPANY, '2026-02-28T09:00:00.000Z');
    const otherCompany = importCompleted(OTHER_COMPANY, '2026-03-02T09:00:00.000Z');
    const later = importCompleted(COMPANY, '2026-03-02T09:00:00.000Z');
    await t.db.tx(SYSTEM, (tx) =>
      webhookDispatchSubscription.applyBatch!(tx, [
        sameMillisecond,
        nextMillisecond,
        earlier,
        otherCompany,
        later,
      ]),
    );
    expect((await deliveredEvents()).sort()).toEqual([nextMillisecond.eventId, later.eventId].sort());
  });

  it('decides the same one event at a time (apply)', async () => {
    const before = importCompleted(COMPANY, '2026-03-01T11:59:59.999Z');
    const after = importCompleted(COMPANY, '2026-03-03T09:00:00.000Z');
    await t.db.tx(SYSTEM, async (tx) => {
      await webhookDispatchSubscription.apply(tx, before);
      await webhookDispatchSubscription.apply(tx, after);
    });
    const delivered = await deliveredEvents();
    expect(delivered).toContain(after.eventId);
    expect(delivered).not.toContain(before.eventId);
  });
});
