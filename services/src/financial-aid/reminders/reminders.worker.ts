import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { allCompanyIds } from '../../identity/companies/company-directory.public';
import { standaloneOutbox } from '../../notifications/notifications.public';
import { tenantKeysFrom } from '../../shared/crypto/tenant-keys';
import { bullConnection } from '../../shared/queue/bull-connection';
import { runForEachCompany } from '../../shared/queue/run-for-each-company';
import { startBullWorker } from '../../shared/queue/start-bull-worker';
import type { Runtime } from '../../shared/runtime';
import { sendScheduledReminders } from './send-scheduled-reminders';

export const FINAID_REMINDERS_QUEUE = 'finaid-reminders';
/** Every day at 14:00 UTC (morning in the United States) unless FINAID_REMINDERS_CRON says otherwise. */
export const DEFAULT_FINAID_REMINDERS_CRON = '0 14 * * *';

/** A run names no student: the whole product, or one company by id. */
export interface FinaidRemindersJob {
  companyId?: number;
}

/**
 * The daily reminder job (docs/financial-aid.md, "Reminders"): a BullMQ job scheduler fires it once a
 * day; the job sends each company's due reminders in turn, reporting its progress (company, reminders
 * sent). One worker runs it at a time (concurrency 1; the scheduler adds one job per slot); a job that
 * failed half-way is retried, and the cases' deciders keep what it sent from going twice.
 */
export function startFinaidRemindersWorker(runtime: Runtime) {
  const logger = new Logger('FinaidRemindersWorker');
  const { outbox, close } = standaloneOutbox(tenantKeysFrom(runtime.secrets), runtime.redisUrl);
  const deps = { db: runtime.db, events: runtime.events, outbox };
  const worker = startBullWorker<FinaidRemindersJob>({
    queue: FINAID_REMINDERS_QUEUE,
    redisUrl: runtime.redisUrl,
    logger,
    options: { concurrency: 1, lockDuration: 120_000 },
    process: async (job) => {
      const runs = await runForEachCompany({
        job,
        db: runtime.db,
        allCompanyIds,
        work: (companyId, now, progress) => sendScheduledReminders(deps, companyId, now, progress),
      });
      const totals = {
        companies: runs.length,
        sent: runs.reduce((sum, run) => sum + run.sent, 0),
        skippedNoContact: runs.reduce((sum, run) => sum + run.skippedNoContact, 0),
      };
      // Counts only: no student, no contact.
      logger.log(
        `reminders for ${totals.companies} company(ies): ${totals.sent} sent, ${totals.skippedNoContact} without contact`,
      );
      return totals;
    },
    onFailed: (job, error) => `reminder run ${job.id} failed: ${error.message}`,
    afterClose: close,
  });
  const scheduled = (async () => {
    const queue = new Queue<FinaidRemindersJob>(FINAID_REMINDERS_QUEUE, {
      connection: bullConnection(runtime.redisUrl),
    });
    await queue.upsertJobScheduler(
      'finaid-reminders-daily',
      { pattern: process.env.FINAID_REMINDERS_CRON || DEFAULT_FINAID_REMINDERS_CRON, tz: 'UTC' },
      {
        name: 'daily',
        data: {},
        opts: {
          removeOnComplete: 30,
          removeOnFail: 30,
          attempts: 3,
          backoff: { type: 'exponential', delay: 60_000 },
        },
      },
    );
    await queue.close();
  })();
  scheduled.catch((error) => logger.error(`reminder schedule not registered: ${(error as Error).message}`));
  return worker;
}
