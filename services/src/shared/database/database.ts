import { ClientBase, Pool, PoolClient, QueryResultRow } from 'pg';
import type { Statement } from './prepared';

/** Whose rows a transaction may see: one tenant, or the whole system (sign-in, super admin, projections). */
export type Scope = { companyId: number } | 'system';
/** A connection inside a transaction: a pooled one (Database.tx) or a projection rebuild's own client. */
export type Tx = ClientBase;

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
  private readonly tenantWriteListeners: Array<(companyId: number) => void> = [];

  /**
   * @param readPool connections for `reads` only: read-only, each pinned to a scope for its session.
   *   Kept apart so that no connection of the main pool ever carries a session-wide tenant.
   */
  constructor(
    readonly pool: Pool,
    appRole: string,
    private readonly readPool?: Pool,
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
  static connect(
    connectionString: string,
    appRole: string,
    max: number,
    readMax = Math.ceil(max / 2),
  ): Database {
    const role = `SET ROLE ${quoteIdent(appRole)}`;
    const pool = new Pool({
      connectionString,
      max,
      onConnect: async (client) => void (await client.query(role)),
    });
    // A read connection cannot write: a slip in a read model fails instead of writing outside a transaction.
    const readPool = new Pool({
      connectionString,
      max: readMax,
      onConnect: async (client) =>
        void (await client.query(`${role}; SET default_transaction_read_only = on`)),
    });
    readPool.on('error', (error) =>
      process.stderr.write(`[database] idle read connection lost: ${error.message}\n`),
    );
    return new Database(pool, appRole, readPool);
  }

  /**
   * Runs work in one transaction as the app role with the tenant pinned. BEGIN, the role and the
   * tenant setting go as one simple-protocol message (one round trip instead of two or three); the
   * setting is an integer or '*' (scopeSetting), never caller text. `snapshot`: REPEATABLE READ, every
   * statement sees the same rows (an export's count and its rows agree).
   */
  async tx<T>(scope: Scope, work: (tx: Tx) => Promise<T>, options: { snapshot?: boolean } = {}): Promise<T> {
    const client = await this.pool.connect();
    try {
      const begin = options.snapshot ? `BEGIN ISOLATION LEVEL REPEATABLE READ; ${this.role}` : this.begin;
      await client.query(`${begin}; SELECT set_config('app.company_id', '${scopeSetting(scope)}', true)`);
      const result = await work(client);
      if (typeof scope === 'object' && this.tenantWriteListeners.length) {
        // Whether the transaction wrote (it has an id only then), asked with COMMIT in one message.
        const [wrote] = perStatement<{ wrote: boolean }>(
          await client.query('SELECT txid_current_if_assigned() IS NOT NULL AS wrote; COMMIT'),
        );
        if (wrote.rows[0].wrote) for (const listener of this.tenantWriteListeners) listener(scope.companyId);
      } else {
        await client.query('COMMIT');
      }
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * `listener` hears of every transaction of this process that wrote in a tenant, after its commit and
   * before its caller goes on (the read cache forgets that tenant's answers; other processes hear of
   * it through PostgreSQL notices).
   */
  afterTenantWrite(listener: (companyId: number) => void): void {
    this.tenantWriteListeners.push(listener);
  }

  /**
   * Read statements for one answer, each its own implicit transaction, in one round trip each: no
   * BEGIN and COMMIT around them (under READ COMMITTED every statement of a transaction takes its
   * own snapshot anyway, so a list's page and its count gained no consistency from sharing one).
   * The connection comes from the read pool and keeps its scope as a session setting; it is set
   * again only when the connection last served another scope. Row-level security reads the same
   * setting, so tenancy holds as in `tx`.
   */
  async reads<T>(scope: Scope, work: (reader: Tx) => Promise<T>): Promise<T> {
    if (!this.readPool) return this.tx(scope, work);
    const client = (await this.readPool.connect()) as PoolClient & { pinnedScope?: string };
    const setting = scopeSetting(scope);
    try {
      if (client.pinnedScope !== setting) {
        client.pinnedScope = undefined;
        await client.query(`SELECT set_config('app.company_id', '${setting}', false)`);
        client.pinnedScope = setting;
      }
      return await work(client);
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
    const results = perStatement<R>(
      await this.pool.query(
        `${this.role}; SELECT set_config('app.company_id', '${scopeSetting(scope)}', true); ${text}`,
      ),
    );
    return results[results.length - 1].rows;
  }

  /**
   * A write that is one call of a SQL function, as its own transaction in one round trip (no BEGIN,
   * no COMMIT): for the hottest writes, where the round trips were most of the cost ("Next item",
   * migration 095). The function must pin the tenant itself, as its first act
   * (`set_config('app.company_id', company, true)` from its first argument, `companyId` here):
   * row-level security then holds as in `tx`. The pool's connections are the app role already.
   * Counted as a write in that tenant (the afterTenantWrite listeners hear of it).
   */
  async tenantFunction<R extends QueryResultRow>(companyId: number, statement: Statement): Promise<R[]> {
    if (statement.values[0] !== companyId) throw new Error('a tenant function takes its company first');
    const { rows } = await this.pool.query<R>(statement);
    for (const listener of this.tenantWriteListeners) listener(companyId);
    return rows;
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
    this.closing ??= Promise.all([this.pool.end(), this.readPool?.end()]).then(() => undefined);
    return this.closing;
  }
}

/**
 * pg's typings describe one result per query; a simple-protocol text of several statements resolves
 * to one result per statement, an array, which this checks rather than asserts.
 */
function perStatement<R extends QueryResultRow>(result: unknown): Array<{ rows: R[] }> {
  if (!Array.isArray(result)) throw new Error('expected one result per statement');
  return result;
}

function scopeSetting(scope: Scope): string {
  if (scope === 'system') return '*';
  // Written into SQL text: only a canonical integer passes; anything else matches no row (as before).
  const id = String(scope.companyId);
  return /^-?\d{1,18}$/.test(id) ? id : 'none';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function inlineValue(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `'${value}'`;
  if (typeof value === 'string' && (ISO_DATE.test(value) || /^-?\d{1,18}$/.test(value) || UUID.test(value)))
    return `'${value}'`;
  throw new Error('oneRoundTrip takes only integers, ISO dates and UUIDs as values');
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
