import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { RefreshListsController } from './refresh-lists.http.controller';
import { WATCHLIST_REFRESH_QUEUE } from './refresh-lists.queue';

/**
 * POST /api/watchlist/refresh on a real Redis: a refresh reloads every list in full, so requests
 * made while one waits or runs join it, and a request after it has finished queues a new one.
 */
describe('the operator list refresh', () => {
  const connection = { url: process.env.REDIS_URL! };
  const prefix = `refresh-test-${randomUUID()}`; // this test's own keys, apart from any product's
  const queue = new Queue(WATCHLIST_REFRESH_QUEUE, { connection, prefix });
  const controller = new RefreshListsController(queue);

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('joins a second request to the refresh already waiting or running, and queues anew once it is done', async () => {
    const first = await controller.refresh();
    const second = await controller.refresh();
    expect(first.data).toEqual({ job_id: expect.any(String), joined: false });
    expect(second.data).toEqual({ job_id: first.data!.job_id, joined: true });
    expect(second.message).toMatch(/already queued or running; this request joins it/);
    expect(await queue.getJobCounts('waiting', 'active')).toEqual({ waiting: 1, active: 0 });

    // While it runs, a request still joins it.
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const worker = new Worker(
      WATCHLIST_REFRESH_QUEUE,
      async () => {
        started();
        await running;
      },
      { connection, prefix },
    );
    try {
      await hasStarted;
      expect((await controller.refresh()).data).toEqual({ job_id: first.data!.job_id, joined: true });
      const completed = new Promise((resolve) => worker.once('completed', resolve));
      finish();
      await completed;
      const after = await controller.refresh();
      expect(after.data).toEqual({ job_id: expect.any(String), joined: false });
      expect(after.data!.job_id).not.toBe(first.data!.job_id);
    } finally {
      await worker.close(true);
    }
  });
});
