/**
 * Work by key where callers asking while it runs share it (single flight): a list page computed
 * once for every request that wants it at that moment, a session checked once for every request
 * that carries its token. The key must name everything the answer depends on (a cache generation,
 * say), so that a caller arriving after a change starts work of its own.
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
