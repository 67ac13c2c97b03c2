import { LRUCache } from 'lru-cache';
import { InFlight } from '../concurrency/in-flight';

/** Every tenant's answers: the key of a notice or a change that concerns them all. */
export const EVERY_TENANT = '*';

/**
 * Answers (serialized JSON) that many staff ask for again and again and that change only when a
 * tenant's read rows change: the sessions list without a search term, and the dashboard counts
 * (docs/performance.md, "Lists under load"). An answer is served from here until its tenant's rows
 * change, then computed again on the next request.
 *
 * It never serves what PostgreSQL no longer holds:
 * - Every statement that changes a tenant's read rows, in any process, sends a notice naming the
 *   tenant on commit (migration 056); ReadCacheListener turns it into `changed(companyId)`.
 * - A transaction of this process that wrote in a tenant calls `changed` before its caller answers
 *   (Database.afterTenantWrite), so the next request of the user who made the change never waits on
 *   the notice.
 * - An answer computed while its tenant changed is not kept (the generation it started under is gone).
 * - Nothing is cached while the listener is not connected; losing it clears everything.
 * Answers are bounded in bytes (least recently used go first). A super admin's answers over every
 * company (companyId null) change with any tenant.
 */
export class TenantReadCache {
  private readonly answers: LRUCache<string, { generation: string; body: string }>;
  /** Requests for one key while it is being computed share that computation. */
  private readonly pending = new InFlight<string>();
  private readonly tenantGenerations = new Map<number, number>();
  /** Moves on any change (answers over every company) … */
  private anyGeneration = 0;
  /** … and on a change to every tenant at once (a '*' notice, a lost listener). */
  private allGeneration = 0;
  private listening = false;
  /** READ_CACHE_MB=0 turns the cache off (every answer computed). */
  private readonly enabled: boolean;

  constructor(maxBytes: number) {
    this.answers = new LRUCache({
      maxSize: Math.max(maxBytes, 1),
      sizeCalculation: (value, key) => value.body.length + key.length + 64,
    });
    this.enabled = maxBytes > 0;
  }

  /**
   * The answer for `key` of a tenant (null: every company's), computed by `compute` when not held,
   * and kept when `keep` says so.
   */
  async answer(
    companyId: number | null,
    key: string,
    compute: () => Promise<string>,
    keep: (body: string) => boolean = () => true,
  ): Promise<string> {
    if (!this.enabled || !this.listening) return compute();
    const fullKey = `${companyId ?? EVERY_TENANT}\u0000${key}`;
    const generation = this.generation(companyId);
    const held = this.answers.get(fullKey);
    if (held?.generation === generation) return held.body;
    return this.pending.run(`${generation}\u0000${fullKey}`, () =>
      compute().then((body) => {
        if (this.listening && this.generation(companyId) === generation && keep(body))
          this.answers.set(fullKey, { generation, body });
        return body;
      }),
    );
  }

  /** A tenant's read rows changed (a notice, or a write of this process): its answers are gone. */
  changed(companyId: number | typeof EVERY_TENANT): void {
    this.anyGeneration++;
    if (companyId === EVERY_TENANT) this.allGeneration++;
    else this.tenantGenerations.set(companyId, (this.tenantGenerations.get(companyId) ?? 0) + 1);
  }

  /** The listener connected (answers may be kept) or was lost (nothing is kept, all is forgotten). */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.changed(EVERY_TENANT);
    this.answers.clear();
  }

  /** Bytes held, for tests and the operations page. */
  get size(): number {
    return this.answers.calculatedSize;
  }

  private generation(companyId: number | null): string {
    return companyId === null
      ? `${this.allGeneration}.${this.anyGeneration}`
      : `${this.allGeneration}.${this.tenantGenerations.get(companyId) ?? 0}`;
  }
}

/** A notice's payload (migration 056): company ids separated by commas, or '*'. */
export function applyNotice(cache: TenantReadCache, payload: string): void {
  const ids = payload.split(',').map((id) => (/^\d{1,18}$/.test(id) ? Number(id) : NaN));
  if (payload === EVERY_TENANT || !ids.length || ids.some((id) => !Number.isSafeInteger(id))) {
    cache.changed(EVERY_TENANT); // unreadable: forgetting everything is the safe answer
    return;
  }
  for (const id of ids) cache.changed(id);
}

/**
 * A cache key from an answer's name and what it depends on (a parsed query string included): objects
 * with their keys sorted, so `?a=1&b=2` and `?b=2&a=1` share an answer.
 */
export function answerKey(...parts: unknown[]): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value;
  return JSON.stringify(parts.map(sorted));
}
