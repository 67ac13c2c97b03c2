/**
 * PostgreSQL's own account of a benchmark phase, statement by statement (pg_stat_statements): how
 * long it planned and ran each, so a reader sees where PostgreSQL's share of a request goes. On with
 * PG_STATEMENTS=1: the bench's embedded server then loads the module (PG_STATEMENTS_SETTINGS).
 */
import { Client } from 'pg';

export const PG_STATEMENTS = process.env.PG_STATEMENTS === '1';

export const PG_STATEMENTS_SETTINGS = [
  'shared_preload_libraries=pg_stat_statements',
  'pg_stat_statements.track=all',
  'pg_stat_statements.track_planning=on',
];

async function withClient<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Starts a phase's account afresh. */
export function resetStatements(databaseUrl: string): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
  });
}

/** The phase's costliest statements per answer (nested ones, in functions and triggers, included). */
export function printStatements(databaseUrl: string, answers: number, top = 15): Promise<void> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{
      calls: string;
      plans: string;
      plan: number;
      exec: number;
      query: string;
    }>(
      `SELECT calls, plans, total_plan_time AS plan, total_exec_time AS exec,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
         FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'
        ORDER BY total_plan_time + total_exec_time DESC LIMIT $1`,
      [top],
    );
    console.log(
      `PostgreSQL per answer, by statement (ms planning + ms running, wall time; calls per answer, the share of them planned; ${answers} answers):`,
    );
    for (const r of rows)
      console.log(
        `  ${(r.plan / answers).toFixed(3)} + ${(r.exec / answers).toFixed(3)}  x${(Number(r.calls) / answers).toFixed(2)} ${planned(r)}  ${r.query}`,
      );
  });
}

/** The share of a statement's calls that PostgreSQL planned (a prepared statement's generic plan is planned once). */
function planned(r: { calls: string; plans: string }): string {
  return `${Math.round((100 * Number(r.plans)) / Math.max(1, Number(r.calls)))} %`.padStart(5);
}
