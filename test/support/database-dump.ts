import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { Client } from 'pg';

/**
 * Everything a backup of the database holds, as text. Uses `pg_dump --data-only` when a pg_dump of
 * the server's major version is installed; otherwise (the embedded PostgreSQL is newer than Debian's
 * client, and pg_dump refuses a newer server) it copies every table of every non-system schema out
 * with `COPY … TO STDOUT`, which is what a data-only dump contains.
 */
export async function dumpDatabase(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const major =
      (Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000) | 0;
    const pgDump = [`/usr/lib/postgresql/${major}/bin/pg_dump`].find((p) => fs.existsSync(p));
    if (pgDump)
      return execFileSync(pgDump, ['--no-owner', '--data-only', url], {
        maxBuffer: 256 * 1024 * 1024,
      }).toString('utf8');
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    const parts: string[] = [];
    for (const { name } of rows) {
      const copied = await client.query(`SELECT string_agg(t::text, E'\\n') AS text FROM ${name} t`);
      parts.push(`-- ${name}\n${copied.rows[0].text ?? ''}`);
    }
    return parts.join('\n');
  } finally {
    await client.end();
  }
}
