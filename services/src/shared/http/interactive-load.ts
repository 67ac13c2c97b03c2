import type { FastifyInstance } from 'fastify';

/**
 * The HTTP requests being answered now, so background work can give them way. An import shares the
 * cores (and PostgreSQL) with the staff's requests; measured at 300,000 sessions while another tenant
 * imported, an import that paused between chunks (about half its speed) brought the dashboard stats
 * at 50 connections from p95 89–94 to 42 ms (docs/performance.md, "An import that gives way to
 * requests").
 *
 * It counts the requests this process answers and, where API processes of their own serve HTTP (the
 * default from two cores), what each of them reports over the cluster channel
 * (load-across-processes.ts): the import's PostgreSQL backend keeps the normal priority whatever the
 * worker side's. A separately deployed API (PROCESS_ROLE=api) reports nothing; the worker side then
 * relies on its background priority alone.
 */
export class InteractiveLoad {
  private inFlight = 0;
  /** Peers (API processes) that said they are answering requests. */
  private readonly busyPeers = new Set<number>();
  private waiters = new Set<() => void>();
  private readonly localListeners = new Set<(busy: boolean) => void>();
  /** What background work has waited so far: for its log line and the tests. */
  readonly yielded = { waits: 0, ms: 0 };

  get busy(): boolean {
    return this.inFlight > 0 || this.busyPeers.size > 0;
  }

  /** Whether this process itself is answering a request (what an API process reports). */
  get busyHere(): boolean {
    return this.inFlight > 0;
  }

  begin(): void {
    if (++this.inFlight === 1) this.localChanged(true);
  }

  end(): void {
    if (this.inFlight === 0 || --this.inFlight > 0) return;
    this.localChanged(false);
    this.wakeIfQuiet();
  }

  /** What peer `id` last reported; a peer that ended is reported quiet. */
  setPeer(id: number, busy: boolean): void {
    if (busy) this.busyPeers.add(id);
    else if (this.busyPeers.delete(id)) this.wakeIfQuiet();
  }

  /** Calls `listener` whenever this process starts or stops answering requests; returns its removal. */
  onLocalChange(listener: (busy: boolean) => void): () => void {
    this.localListeners.add(listener);
    return () => this.localListeners.delete(listener);
  }

  /**
   * Resolves at once when no request is in flight; otherwise when the last one ends or after
   * `maxMs`, whichever comes first (a steady stream of requests slows background work, never stops
   * it). The milliseconds waited.
   */
  async whenQuiet(maxMs: number): Promise<number> {
    if (!this.busy || maxMs <= 0) return 0;
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxMs);
      this.waiters.add(wake);
    });
    const waited = performance.now() - start;
    this.yielded.waits++;
    this.yielded.ms += waited;
    return waited;
  }

  private wakeIfQuiet(): void {
    if (this.busy) return;
    for (const wake of [...this.waiters]) wake();
  }

  private localChanged(busy: boolean): void {
    for (const listener of this.localListeners) listener(busy);
  }
}

/** The process's one gauge: the HTTP server counts into it, the import worker reads it. */
export const interactiveLoad = new InteractiveLoad();

/**
 * Counts every request from its arrival until its answer is written or its connection closes
 * (the raw response's `close` comes once either way). Health probes are left out: a load balancer's
 * polling is not someone waiting.
 */
export function registerInteractiveLoad(fastify: FastifyInstance, load = interactiveLoad): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/health')) {
      load.begin();
      reply.raw.once('close', () => load.end());
    }
    done();
  });
}
