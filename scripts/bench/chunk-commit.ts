// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/chunk-commit.ts` (CHUNKS=50 by default).
// Commits CHUNKS import chunks of 2,000 generated applicants through the real commitImportChunk
// against its own embedded PostgreSQL (the product's default server), without the HTTP upload, the
// reader thread or BullMQ, and prints where a chunk's time goes: the rows' preparation (validation,
// blind indexes, SSN encryption, pre-score: the reader thread's work), the commit, and each SQL
// statement of the commit (total and median per chunk, in µs a row). The median resists a noisy machine.
// Then PostgreSQL's floor for the same rows (printFloor) and the import rate it allows on two cores.
// BENCH_DATABASE_URL runs it against an empty database on a server of your own instead.
import { randomBytes, randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { INLINE_PROJECTIONS } from '../../services/src/projections.registry';
import { Database, SYSTEM, Tx, tenant } from '../../services/src/shared/database/database';
import { startEmbeddedPostgres } from '../../services/src/shared/database/embedded-postgres';
import { migrate } from '../../services/src/shared/database/migrate';
import { EventStore } from '../../services/src/shared/event-store/event-store';
import { DataKeys } from '../../services/src/shared/crypto/data-keys';
import {
  PreparedApplicant,
  prepareApplicant,
  preScore,
} from '../../services/src/applicant-import/run-import/build-chunk';
import { commitImportChunk } from '../../services/src/applicant-import/run-import/commit-chunk';
import { importStreamId } from '../../services/src/applicant-import/import.events';
import { validateApplicantRow } from '../../services/src/applicant-import/rows/validate-applicant-row';
import { HEADER, applicantRow } from '../../test/support/applicant-csv';
import { TenantKeys } from '../../services/src/shared/crypto/tenant-keys';
import { useApplicantKeysOf } from '../../services/src/privacy/process-applicant-keys';

const CHUNKS = Number(process.env.CHUNKS ?? 50);
const ROWS = 2000;
const APP_ROLE = 'verifydesk_bench_app';

/** Wraps tx.query to add each statement's wall time (keyed by its first words) to `into`. */
function timeStatements(tx: Tx, into: Map<string, number[]>): () => void {
  const query = tx.query.bind(tx) as (...args: unknown[]) => Promise<unknown>;
  (tx as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const start = performance.now();
    try {
      return await query(...args);
    } finally {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
      into.set(key, [...(into.get(key) ?? []), performance.now() - start]);
    }
  };
  return () => ((tx as unknown as { query: unknown }).query = query);
}

/** As the reader thread does: each row also gets a premade key and its personal columns sealed. */
function prepareChunk(
  keys: DataKeys,
  sealing: { tenantKeys: TenantKeys; importId: string },
  c: number,
  today: string,
): PreparedApplicant[] {
  const header = HEADER.split(',');
  const valid: PreparedApplicant[] = [];
  for (let k = 0; k < ROWS; k++) {
    const i = (c - 1) * ROWS + k;
    const cells = applicantRow(i);
    const r = validateApplicantRow(Object.fromEntries(header.map((h, j) => [h, cells[j]])) as never, i + 2, {
      today,
    });
    if (r.ok) valid.push(preScore(keys, 1, prepareApplicant(keys, 1, r.applicant), today, sealing));
  }
  return valid;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-chunk-bench-'));
  fs.chmodSync(dir, 0o755);
  // BENCH_DATABASE_URL: an empty database on a server of your own (left as the run made it).
  const pg = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const db = Database.connect(pg.url, APP_ROLE, 4);
  try {
    await migrate(pg.url, APP_ROLE);
    const store = new EventStore();
    INLINE_PROJECTIONS.forEach((p) => store.registerInline(p));
    const master = randomBytes(32); // a throwaway database: a throwaway key
    const keys = new DataKeys(master);
    // The applicant keys, as the product's start loads them (the projections open sealed rows with them).
    const applicantKeys = useApplicantKeysOf({
      dataKeys: [master],
      keyFile: path.join(dir, 'keys.json'),
    } as Parameters<typeof useApplicantKeysOf>[0]);
    await db.tx(SYSTEM, (tx) =>
      tx.query(
        "INSERT INTO companies (id, name, created_at, updated_at) OVERRIDING SYSTEM VALUE VALUES (1, 'Bench', now(), now())",
      ),
    );
    const importId = randomUUID();
    const metadata = {
      companyId: 1,
      actor: { id: null, name: 'bench', type: 'system' as const },
      correlationId: importId,
    };
    await db.tx(tenant(1), (tx) =>
      store.append(
        tx,
        importStreamId(importId),
        0,
        [
          {
            type: 'ImportStarted',
            data: {
              importId,
              fileName: 'bench.csv',
              bytes: 1,
              sha256: '-',
              chunkRows: ROWS,
              uploadedBy: { id: 0, name: 'bench' },
            },
          },
        ],
        metadata,
      ),
    );
    const today = new Date().toISOString().slice(0, 10);
    const statements = new Map<string, number[]>();
    let prepareMs = 0;
    let commitMs = 0;
    // CPU time too: on a busy machine the wall time of the preparation grows with the load, its CPU less.
    let prepareCpuMs = 0;
    for (let c = 1; c <= CHUNKS; c++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const valid = prepareChunk(keys, { tenantKeys: new TenantKeys(master), importId }, c, today);
      const t1 = performance.now();
      const cpu = process.cpuUsage(cpu0);
      prepareCpuMs += (cpu.user + cpu.system) / 1000;
      await db.tx(tenant(1), async (tx) => {
        const restore = timeStatements(tx, statements);
        await commitImportChunk(
          tx,
          store,
          keys,
          { importId, companyId: 1, chunk: c, rowsRead: ROWS, bytesRead: 0, valid, rejected: 0, errors: [] },
          { ...metadata, causationId: randomUUID() },
          applicantKeys,
        );
        restore();
      });
      prepareMs += t1 - t0;
      commitMs += performance.now() - t1;
      // As the import runner does: statistics for a table that grew from nothing.
      if (c === 1 || c === 8)
        await db.tx(tenant(1), (tx) => tx.query('SELECT analyze_verification_sessions()'));
    }
    const perRow = (ms: number) => ((1000 * ms) / (CHUNKS * ROWS)).toFixed(1).padStart(6);
    console.log(
      `${CHUNKS} chunks of ${ROWS} rows; µs a row: prepare ${perRow(prepareMs)} (CPU ${perRow(prepareCpuMs).trim()}), commit ${perRow(commitMs)}`,
    );
    let inStatements = 0;
    for (const [text, times] of [...statements].sort(
      (a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y),
    )) {
      const total = times.reduce((x, y) => x + y);
      inStatements += total;
      const perChunk = [...times].sort((a, b) => a - b);
      const median = (1000 * perChunk[Math.floor(perChunk.length / 2)] * (times.length / CHUNKS)) / ROWS;
      console.log(`  ${perRow(total)} total, ${median.toFixed(1).padStart(6)} median  ${text}`);
    }
    console.log(`  ${perRow(commitMs - inStatements)} in the commit's JavaScript`);
    await printFloor(pg.url, prepareMs / (CHUNKS * ROWS));
  } finally {
    await db.close();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL's floor for these rows: the committed sessions, search rows and chunk events written
 * again by the superuser into bare copies of their tables with COPY (no trigger, no row-level
 * security, no upsert, no JSON unpacking: the cheapest way in), best of two rounds. With the rows'
 * preparation this bounds any import of them on two cores (docs/imports.md "Why 25,000 rows/s").
 */
async function printFloor(url: string, prepareMsPerRow: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT set_config('app.company_id', '*', false)");
    const rows = Number((await client.query('SELECT count(*) AS n FROM verification_sessions')).rows[0].n);
    // `counted`: part of the floor (the heap alone is shown for scale only: it is inside the next line).
    const cases = [
      {
        label: 'sessions, heap only',
        table: 'verification_sessions',
        including: 'INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING STORAGE INCLUDING COMPRESSION',
        where: '',
        counted: false,
      },
      {
        label: 'sessions with their indexes',
        table: 'verification_sessions',
        including: 'INCLUDING ALL',
        where: '',
        counted: true,
      },
      {
        label: 'search rows with their indexes',
        table: 'private.session_search',
        including: 'INCLUDING ALL',
        where: '',
        counted: true,
      },
      {
        label: 'chunk events (rows in jsonb)',
        table: 'events',
        including: 'INCLUDING DEFAULTS INCLUDING STORAGE INCLUDING COMPRESSION',
        where: "WHERE type = 'ApplicantsImported'",
        counted: true,
      },
    ];
    console.log(`PostgreSQL's floor, µs a row (${rows} rows written again, best of 2):`);
    let floor = 0;
    for (const { label, table, including, where, counted } of cases) {
      // Generated columns are computed again by the copy, as by the real table.
      const columns = (
        await client.query(
          `SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) AS list FROM pg_attribute
        WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`,
          [table],
        )
      ).rows[0].list as string;
      const text: Buffer[] = [];
      await pipeline(
        client.query(copyTo(`COPY (SELECT ${columns} FROM ${table} ${where}) TO STDOUT`)),
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            text.push(chunk);
            done();
          },
        }),
      );
      let ms = Infinity;
      for (let round = 0; round < 2; round++) {
        await client.query('DROP TABLE IF EXISTS floor_t');
        await client.query(`CREATE TABLE floor_t (LIKE ${table} ${including})`);
        await client.query('CHECKPOINT');
        const start = performance.now();
        await pipeline(Readable.from(text), client.query(copyFrom(`COPY floor_t (${columns}) FROM STDIN`)));
        ms = Math.min(ms, performance.now() - start);
      }
      const perRow = (1000 * ms) / rows;
      if (counted) floor += perRow;
      const indexes = (
        await client.query(`SELECT string_agg(n || ' ' || amname, ' + ') AS list FROM (SELECT amname, count(*) AS n FROM pg_index
        JOIN pg_class c ON c.oid = indexrelid JOIN pg_am a ON a.oid = c.relam WHERE indrelid = 'floor_t'::regclass GROUP BY amname) x`)
      ).rows[0].list;
      console.log(`  ${perRow.toFixed(1).padStart(6)}  ${label}${indexes ? ` (${indexes})` : ''}`);
    }
    await client.query('DROP TABLE IF EXISTS floor_t');
    const prepare = 1000 * prepareMsPerRow;
    const bound = 2e6 / (floor + prepare);
    console.log(
      `  ${floor.toFixed(1).padStart(6)}  PostgreSQL in all; with the rows' preparation (${prepare.toFixed(1)}) no import of these rows`,
    );
    console.log(
      `          can pass ${Math.round(bound).toLocaleString('en-US')} rows/s on 2 fully used cores (no CSV parsing, hand-over, lookup or upsert counted)`,
    );
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
