/**
 * Turns at committing a chunk, shared by every import a worker process runs. Each import asks for a
 * turn before each chunk and gives it back when the chunk has committed; turns are handed out in the
 * order they were asked for. An import asks again only after its chunk committed, so the queue goes
 * round the running imports: however many schools import at once, each commits a chunk every round,
 * instead of the first ones holding the database until they finish.
 */
export class CommitTurns {
  private inUse = 0;
  private readonly queue: Array<() => void> = [];

  /** slots: chunks committing at the same moment (the rest of the running imports wait their turn). */
  constructor(private readonly slots: number) {
    if (!(slots >= 1)) throw new Error('at least one commit slot is needed');
  }

  /** Resolves when it is this import's turn; call the function it gives once the chunk is done. */
  async take(): Promise<() => void> {
    if (this.inUse < this.slots && this.queue.length === 0) this.inUse++;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.queue.shift();
      // The slot passes straight to the next in line: nobody arriving meanwhile can jump the queue.
      if (next) next();
      else this.inUse--;
    };
  }

  /** Imports waiting for a turn now (for the log and the tests). */
  get waiting(): number {
    return this.queue.length;
  }
}
