// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/import-crash.ts` (env ROWS, default
// 100,000; KILLS, default 2). Measures how fast an import resumes after `kill -9` of the product:
// the built product runs as shipped (one process, PROCESS_ROLE=all, embedded PostgreSQL and
// redis-server of its own); while rows move the process is killed with SIGKILL and started again,
// and the script reports, from the restart: the API answering, the import resumed (ImportResumed),
// the next chunk committed. At the end it checks the import completed with exactly the file's rows.
import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { generateApplicantCsv } from '../../test/support/applicant-csv';
import { productArgs, startBenchProduct } from './lib/bench-product';

const ROWS = Number(process.env.ROWS ?? 100_000);
const KILLS = Number(process.env.KILLS ?? 2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const product = await startBenchProduct();
  const db = new Client({ connectionString: product.databaseUrl });
  let current = product.process;
  try {
    await db.connect();
    const file = generateApplicantCsv(ROWS);
    const form = new FormData();
    form.append('file', new Blob([file.csv], { type: 'text/csv' }), 'crash.csv');
    const answer = (await (
      await fetch(`${product.base}/api/read-file`, { method: 'POST', headers: product.auth, body: form })
    ).json()) as { data: { import_id: string } };
    const id = answer.data.import_id;
    const count = async (type: string) =>
      Number(
        (
          await db.query(`SELECT count(*) AS n FROM events WHERE stream_id = $1 AND type = $2`, [
            `import-${id}`,
            type,
          ])
        ).rows[0].n,
      );
    const until = async (check: () => Promise<boolean>) => {
      for (let i = 0; !(await check()); i++) {
        if (i > 6000) throw new Error('timed out');
        await sleep(20);
      }
    };
    for (let k = 1; k <= KILLS; k++) {
      const before = await count('ImportChunkCommitted');
      await until(async () => (await count('ImportChunkCommitted')) >= before + 2);
      const killedAt = await count('ImportChunkCommitted');
      const exited = new Promise((r) => current.once('exit', r));
      current.kill('SIGKILL');
      await exited;
      const restart = Date.now();
      // The same command and environment as the first start (bench-product.ts).
      current = spawn('node', productArgs(), {
        env: { ...process.env, ...envOf(product) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await until(async () =>
        fetch(`${product.base}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      );
      const up = Date.now() - restart;
      await until(async () => (await count('ImportResumed')) >= k);
      const resumed = Date.now() - restart;
      await until(async () => (await count('ImportChunkCommitted')) > killedAt);
      const progressed = Date.now() - restart;
      console.log(
        `kill ${k} after chunk ${killedAt}: API up ${up} ms, resumed ${resumed} ms, next chunk ${progressed} ms after the restart`,
      );
    }
    await until(async () => (await count('ImportCompleted')) === 1);
    const sessions = Number((await db.query('SELECT count(*) AS n FROM verification_sessions')).rows[0].n);
    const chunks = (
      await db.query(
        `SELECT data->>'chunk' AS c FROM events WHERE stream_id = $1 AND type = 'ImportChunkCommitted' ORDER BY stream_version`,
        [`import-${id}`],
      )
    ).rows.map((r) => Number(r.c));
    const inOrder = chunks.every((c, i) => c === i + 1);
    console.log(
      `completed: ${sessions} sessions for ${ROWS} rows, ${chunks.length} chunks each once: ${inOrder}`,
    );
    if (sessions !== ROWS || !inOrder) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    if (current.exitCode === null && current.signalCode === null) {
      current.kill('SIGTERM');
      await new Promise((r) => current.once('exit', r));
    }
    await product.stop();
  }
}

/** The environment bench-product.ts starts the product with. */
function envOf(product: Awaited<ReturnType<typeof startBenchProduct>>): Record<string, string> {
  const port = new URL(product.base).port;
  return {
    DATABASE_URL: product.databaseUrl,
    REDIS_URL: product.redisUrl,
    DATA_DIR: product.dir,
    PORT: port,
    HOST: '127.0.0.1',
    DEMO: '1',
    PROCESS_ROLE: 'all',
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
