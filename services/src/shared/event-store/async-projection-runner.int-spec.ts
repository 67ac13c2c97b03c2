import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { AsyncProjectionRunner } from './async-projection-runner';
import type { AsyncProjection } from './projection';

const sentinel = (ms: number) =>
  new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms));

describe('AsyncProjectionRunner: stopping', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(async () => {
    await t.drop();
  });

  const projection: AsyncProjection = {
    name: 'stop-test',
    handles: ['Tested'],
    apply: async () => undefined,
    reset: async () => undefined,
  };

  it('lets the pool end when stopped while its first connection is being made (a shutdown right after start)', async () => {
    const runner = new AsyncProjectionRunner(t.db, [projection]);
    runner.start();
    await runner.stop();
    // Before the fix the connection arrived after stop() and was kept: the pool's end waited forever.
    expect(await Promise.race([t.db.close().then(() => 'closed'), sentinel(10_000)])).toBe('closed');
  });

  it('lets the pool end when stopped after it has taken its locks', async () => {
    const runner = new AsyncProjectionRunner(t.db, [projection]);
    await runner.tick();
    await runner.stop();
    expect(await Promise.race([t.db.close().then(() => 'closed'), sentinel(10_000)])).toBe('closed');
  });
});
