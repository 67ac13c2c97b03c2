import type { FastifyInstance } from 'fastify';

/**
 * The HTTP requests this process is answering now, so background work in the same process can give
 * them way. An import shares the event loop and the two cores with the staff's requests; measured at
 * 300,000 sessions while another tenant imported, an import that paused between chunks (about half
 * its speed) brought the dashboard stats at 50 connections from p95 89–94 to 42 ms
 * (docs/performance.md, "An import that gives way to requests").
 *
 * Only requests this process answers count, so it matters when one process does everything
 * (API_PROCESSES=0, the default on one core). With API processes of their own (the default from two
 * cores, or PROCESS_ROLE=api) the worker's process sees none; it runs at background priority there
 * instead (WORKER_NICE, api-cluster.ts), which the operating system enforces more finely.
 */
export class InteractiveLoad {
  private inFlight = 0;
  private waiters = new Set<() => void>();
  /** What background work has waited so far: for its log line and the tests. */
  readonly yielded = { waits: 0, ms: 0 };

  get busy(): boolean {
    return this.inFlight > 0;
  }

  begin(): void {
    this.inFlight++;
  }

  end(): void {
    if (this.inFlight === 0 || --this.inFlight > 0) return;
    for (const wake of [...this.waiters]) wake();
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
