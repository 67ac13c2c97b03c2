import { Pool, PoolClient, QueryResultRow } from 'pg';

/** Whose rows a transaction may see: one tenant, or the whole system (sign-in, super admin, projections). */
export type Scope = { companyId: number } | 'system';
export type Tx = PoolClient;

export const SYSTEM: Scope = 'system';
export const tenant = (companyId: number): Scope => ({ companyId });

/**
 * The application's only way into PostgreSQL. Every connection switches to the non-owner app role so
 * that row-level security applies, and every transaction pins the tenant with a transaction-local
 * setting (the second line of tenancy behind the application's own WHERE clauses).
 */
export class Database {
  constructor(
    readonly pool: Pool,
    appRole: string,
  ) {
    // An idle connection can be cut (server restart, failover, a dropped test database); the pool
    // replaces it on the next checkout, so this is worth a log line, not a crash.
    pool.on('error', (error) => process.stderr.write(`[database] idle connection lost: ${error.message}\n`));
    pool.on('connect', (client) => {
      client.query(`SET ROLE ${quoteIdent(appRole)}`).catch(() => undefined);
    });
  }

  async tx<T>(scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('app.company_id', $1, true)", [scopeSetting(scope)]);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async rows<R extends QueryResultRow>(scope: Scope, sql: string, params: unknown[] = []): Promise<R[]> {
    return this.tx(scope, async (tx) => (await tx.query<R>(sql, params)).rows);
  }

  async one<R extends QueryResultRow>(scope: Scope, sql: string, params: unknown[] = []): Promise<R | undefined> {
    return (await this.rows<R>(scope, sql, params))[0];
  }

  private closing?: Promise<void>;

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

function scopeSetting(scope: Scope): string {
  return scope === 'system' ? '*' : String(scope.companyId);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
