// Runner: node with SWC. `DATABASE_URL=… REDIS_URL=… node -r ./test/support/swc-register.js
// scripts/bench/sealed-events.ts` (EVENTS=50000 by default). Issue 32: what opening sealed
// financial-aid events costs a projection rebuild. It writes EVENTS events (half selections, half
// started-with-a-note, each case its own student and key) through the event store, sealed as the
// product writes them, then measures on the same rows sealed and, rewritten in the clear as before
// the students' keys, unsealed: (1) reading and decoding them as a rebuild does (query, then the
// codecs' open; for events in the clear the open still looks the keys up, to leave out an erased
// student's), apart from (2) the whole rebuild of finaid_cases. Each state is measured on a table
// compacted first (VACUUM FULL), so the rewrite leaves no dead rows behind to read through. It prints the load average beside
// every figure: on a machine shared with other work the figures are indicative only.
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { tenant } from '../../services/src/shared/database/database';
import type { EventMetadata } from '../../services/src/shared/domain/event';
import { openFromStore } from '../../services/src/shared/event-store/event-codec';
import { toRecordedEvent } from '../../services/src/shared/event-store/recorded-event.mapper';
import { rebuildProjection } from '../../services/src/shared/event-store/rebuild-projection';
import { findProjection } from '../../services/src/projections.registry';
import {
  finaidCaseStreamId,
  type FinaidCaseSelected,
  type FinaidCaseStarted,
} from '../../services/src/financial-aid/financial-aid.events';
import { createTestDatabase, requiredEnv } from '../../test/support/test-database';

const EVENTS = Number(process.env.EVENTS ?? 50_000);
const COMPANY = 1;
/** As a rebuild reads them (shared/event-store/rebuild-projection.ts). */
const BATCH = 2000;

const load = () => os.loadavg()[0].toFixed(1);

function caseEvents(i: number): [FinaidCaseSelected, FinaidCaseStarted] {
  const caseId = randomUUID();
  const at = new Date().toISOString();
  return [
    {
      type: 'FinaidCaseSelected',
      data: {
        caseId,
        awardYear: '2025-26',
        trackingGroup: i % 4 ? 'V4' : 'V5',
        studentId: `B-${i}`,
        firstName: `Student${i}`,
        lastName: `Family${i}`,
        dateOfBirth: '2005-04-12',
        email: `student${i}@example.edu`,
        phone: i % 3 ? null : `+1303555${String(i % 10000).padStart(4, '0')}`,
        language: 'en',
        ssnCipher: null,
        sessionUuid: null,
        importId: 'bench',
        deadline: null,
        at,
      },
    },
    {
      type: 'FinaidCaseStarted',
      data: { note: `Student${i} booked a desk appointment`, by: { id: 1, name: 'Bench Staff' }, at },
    },
  ];
}

/** Reads every financial-aid event as a rebuild does, timing the query and the codecs' open apart. */
async function decode(owner: Client): Promise<{ events: number; readMs: number; openMs: number }> {
  let position = '0';
  let events = 0;
  let readMs = 0;
  let openMs = 0;
  for (;;) {
    const t0 = performance.now();
    const { rows } = await owner.query(
      "SELECT * FROM events WHERE global_position > $1 AND type LIKE 'Finaid%' ORDER BY global_position LIMIT $2",
      [position, BATCH],
    );
    const recorded = rows.map(toRecordedEvent);
    const t1 = performance.now();
    await openFromStore(owner, recorded);
    openMs += performance.now() - t1;
    readMs += t1 - t0;
    events += rows.length;
    if (rows.length < BATCH) return { events, readMs, openMs };
    position = String(rows[rows.length - 1].global_position);
  }
}

/** The same events written back in the clear, as before the students' keys (keys kept). */
async function unseal(owner: Client): Promise<void> {
  let position = '0';
  for (;;) {
    const { rows } = await owner.query(
      "SELECT * FROM events WHERE global_position > $1 AND type LIKE 'Finaid%' ORDER BY global_position LIMIT $2",
      [position, BATCH],
    );
    const opened = await openFromStore(owner, rows.map(toRecordedEvent));
    await owner.query(
      `UPDATE events e SET data = p.data FROM jsonb_to_recordset($1::jsonb) AS p(pos bigint, data jsonb)
        WHERE e.global_position = p.pos`,
      [JSON.stringify(opened.map((e) => ({ pos: e.globalPosition, data: e.data })))],
    );
    if (rows.length < BATCH) return;
    position = String(rows[rows.length - 1].global_position);
  }
}

async function measure(label: string, databaseUrl: string, owner: Client): Promise<void> {
  // Both states from a compact table: the rewrite in the clear would otherwise leave every row's dead copy behind.
  await owner.query('VACUUM FULL ANALYZE events');
  const before = load();
  const d = await decode(owner);
  const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en');
  process.stdout.write(
    `${label}: decode ${d.events} events: query ${(d.readMs / 1000).toFixed(2)} s + open ${(d.openMs / 1000).toFixed(2)} s ` +
      `= ${rate(d.events, d.readMs + d.openMs)} events/s (open alone ${rate(d.events, d.openMs)} events/s; ` +
      `the query alone, as with no codec: ${rate(d.events, d.readMs)} events/s); load ${before} → ${load()}\n`,
  );
  const atRebuild = load();
  const started = performance.now();
  const replayed = await rebuildProjection(databaseUrl, findProjection('finaid_cases')!);
  const ms = performance.now() - started;
  process.stdout.write(
    `${label}: rebuild of finaid_cases, ${replayed} events: ${(ms / 1000).toFixed(2)} s = ${rate(replayed, ms)} events/s; load ${atRebuild} → ${load()}\n`,
  );
}

async function main(): Promise<void> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-bench-sealed-'));
  const config = {
    ...loadConfig({
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: requiredEnv('REDIS_URL'),
      DATA_DIR: dataDir,
    }),
    port: 0,
  };
  const runtime = await createRuntime(config);
  const owner = new Client({ connectionString: database.url });
  await owner.connect();
  try {
    await owner.query("SELECT set_config('app.company_id', '*', false)");
    const metadata: EventMetadata = {
      companyId: COMPANY,
      actor: { id: 1, name: 'Bench Staff', type: 'user' },
      correlationId: randomUUID(),
    };
    const cases = Math.ceil(EVENTS / 2);
    const writing = performance.now();
    for (let i = 0; i < cases; i += 500) {
      const streams = Array.from({ length: Math.min(500, cases - i) }, (_, k) => {
        const events = caseEvents(i + k);
        return { streamId: finaidCaseStreamId(events[0].data.caseId), events };
      });
      await runtime.db.tx(tenant(COMPANY), (tx) => runtime.events.appendNewStreams(tx, streams, metadata));
    }
    process.stdout.write(
      `wrote ${cases * 2} events of ${cases} cases sealed, each with a key of its own, in ${((performance.now() - writing) / 1000).toFixed(1)} s ` +
        `(${os.cpus().length} cores, load ${load()})\n`,
    );
    await measure('sealed', database.url, owner);
    await unseal(owner);
    const plain = (
      await owner.query("SELECT count(*) AS n FROM events WHERE type LIKE 'Finaid%' AND data ? 'personal'")
    ).rows[0].n;
    if (Number(plain) !== 0) throw new Error(`${plain} events still sealed`);
    await measure('unsealed', database.url, owner);
  } finally {
    await owner.end();
    await runtime.shutdown();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
