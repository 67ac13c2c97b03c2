import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import { SELFIE_CHECK_QUEUE, SelfieCheckAnswer, SelfieCheckJob } from './selfie-check.queue';

/**
 * Asks a worker whether the selfie just stored is usable and waits a bounded time for the answer
 * (IDV_SELFIE_CHECK_WAIT_MS, default 15 s). No answer (no worker running, a slow queue) is null: the
 * upload still succeeds and the document check judges the selfie anyway.
 */
@Injectable()
export class SelfieAdvisor implements OnModuleDestroy {
  private events: QueueEvents | null = null;
  private readonly waitMs = Number(process.env.IDV_SELFIE_CHECK_WAIT_MS ?? 15_000);

  constructor(
    @InjectQueue(SELFIE_CHECK_QUEUE) private readonly queue: Queue<SelfieCheckJob, SelfieCheckAnswer>,
  ) {}

  async check(idvId: string, companyId: number): Promise<SelfieCheckAnswer | null> {
    try {
      this.events ??= new QueueEvents(SELFIE_CHECK_QUEUE, { connection: this.queue.opts.connection });
      await this.events.waitUntilReady();
      const job = await this.queue.add(
        'check',
        { idvId, companyId },
        { removeOnComplete: { age: 60 }, removeOnFail: { age: 60 } },
      );
      return await job.waitUntilFinished(this.events, this.waitMs);
    } catch (error) {
      new Logger('SelfieAdvisor').warn(
        `selfie check of IDV ${idvId} gave no answer: ${(error as Error).message}`,
      );
      return null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close();
  }
}
