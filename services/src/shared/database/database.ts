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
  /** `BEGIN; SET LOCAL ROLE …` : the start of every transaction, sent with the tenant setting in one round trip. */
  private readonly begin: string;
  private readonly role: string;

  constructor(
    readonly pool: Pool,
    appRole: string,
  ) {
    this.role = `SET LOCAL ROLE ${quoteIdent(appRole)}`;
    this.begin = `BEGIN; ${this.role}`;
    // An idle connection can be cut (server restart, failover, a dropped test database); the pool
    // replaces it on the next checkout, so this is worth a log line, not a crash.
    pool.on('error', (error) => process.stderr.write(`[database] idle connection lost: ${error.message}\n`));
  }

  /**
   * A pool whose every new connection is the app role before it is handed out (the pool waits for
   * `SET ROLE`; a fire-and-forget query here made pg queue the caller's first query behind it).
   */
  static connect(connectionString: string, appRole: string, max: number): Database {
    const pool = new Pool({
      connectionString,
      max,
      onConnect: async (client) => void (await client.query(`SET ROLE ${quoteIdent(appRole)}`)),
    });
    return new Database(pool, appRole);
  }

  /**
   * Runs work in one transaction as the app role with the tenant pinned. BEGIN, the role and the
   * tenant setting go as one simple-protocol message (one round trip instead of two or three); the
   * setting is an integer or '*' (scopeSetting), never caller text.
   */
  async tx<T>(scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(
        `${this.begin}; SELECT set_config('app.company_id', '${scopeSetting(scope)}', true)`,
      );
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

  async one<R extends QueryResultRow>(
    scope: Scope,
    sql: string,
    params: unknown[] = [],
  ): Promise<R | undefined> {
    return (await this.rows<R>(scope, sql, params))[0];
  }

  /**
   * One read statement in one round trip: role, tenant and the statement go as a single
   * simple-protocol message, which PostgreSQL runs as one implicit transaction (rolled back as a
   * whole on error). Simple protocol has no bound parameters, so the values are written into the
   * text, and only values that cannot carry SQL are accepted: safe integers and ISO dates /
   * timestamps. `$n` in sql must not appear inside string literals or comments.
   */
  async oneRoundTrip<R extends QueryResultRow>(
    scope: Scope,
    sql: string,
    params: Array<number | string> = [],
  ): Promise<R[]> {
    const text = sql.replace(/\$(\d+)\b/g, (_, n: string) => inlineValue(params[Number(n) - 1]));
    // pg's typings describe one result; a multi-statement simple query resolves to one per statement.
    const results = (await this.pool.query(
      `${this.role}; SELECT set_config('app.company_id', '${scopeSetting(scope)}', true); ${text}`,
    )) as unknown as Array<{ rows: R[] }>;
    return results[results.length - 1].rows;
  }

  /**
   * A maintenance statement (VACUUM) as the login role, outside any transaction: the app role may
   * not vacuum, and VACUUM cannot run in a transaction or a function. The connection drops back to
   * the login role for it and is then closed, so no connection of that role returns to the pool.
   */
  async maintain(statement: `VACUUM ${string}`): Promise<void> {
    const client = await this.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('RESET ROLE');
      await client.query(statement);
    } catch (error) {
      failure = error as Error;
    } finally {
      client.release(true);
    }
    if (failure) throw failure;
  }

  private closing?: Promise<void>;

  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

function scopeSetting(scope: Scope): string {
  if (scope === 'system') return '*';
  // Written into SQL text: only a canonical integer passes; anything else matches no row (as before).
  const id = String(scope.companyId);
  return /^-?\d{1,18}$/.test(id) ? id : 'none';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function inlineValue(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `'${value}'`;
  if (typeof value === 'string' && (ISO_DATE.test(value) || /^-?\d{1,18}$/.test(value))) return `'${value}'`;
  throw new Error('oneRoundTrip takes only integers and ISO dates as values');
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
