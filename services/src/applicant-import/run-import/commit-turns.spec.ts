import { CommitTurns } from './commit-turns';

/** Runs one import's chunks through the turns, noting each commit in the shared order. */
async function importChunks(turns: CommitTurns, name: string, chunks: number, order: string[]) {
  for (let i = 0; i < chunks; i++) {
    const done = await turns.take();
    order.push(name);
    await Promise.resolve(); // the commit's own await: others may queue meanwhile
    done();
  }
}

describe('CommitTurns', () => {
  it('goes round the running imports with one slot: none commits twice while another waits', async () => {
    const turns = new CommitTurns(1);
    const order: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((n) => importChunks(turns, n, 3, order)));
    expect(order.join('')).toBe('abcabcabc');
  });

  it('lets as many commit at once as it has slots, and no more', async () => {
    const turns = new CommitTurns(2);
    const first = await turns.take();
    const second = await turns.take();
    let third = false;
    const waiting = turns.take().then((done) => {
      third = true;
      return done;
    });
    await Promise.resolve();
    expect(third).toBe(false);
    expect(turns.waiting).toBe(1);
    first();
    (await waiting)();
    expect(third).toBe(true);
    second();
    // All slots free again: a new request is served at once.
    const again = await turns.take();
    again();
  });

  it('hands a slot back once however often its release is called', async () => {
    const turns = new CommitTurns(1);
    const done = await turns.take();
    done();
    done();
    const a = await turns.take();
    let b = false;
    void turns.take().then(() => (b = true));
    await Promise.resolve();
    expect(b).toBe(false);
    a();
  });
});
