import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Runtime } from '../../shared/runtime';
import { tenantKeysFrom } from '../../shared/crypto/tenant-keys';
import { bullConnection } from '../../shared/queue/bull-connection';
import { runForEachCompany } from '../../shared/queue/run-for-each-company';
import { startBullWorker } from '../../shared/queue/start-bull-worker';
import { allCompanyIds } from '../../identity/companies/company-directory.public';
import { ApplicantKeyStore } from '../applicant-key.store';
import { CertificateSigner } from '../certificate/certificate-signer';
import { ErasureLedger, erasureLedgerPath } from '../erasure-ledger';
import { Eraser, type ErasureParts } from '../erasure/eraser';
import { applyRetention, type RetentionDeps } from './apply-retention';
import type { RetentionParts } from './retention-parts';

export const RETENTION_QUEUE = 'retention';
/** Every night at 02:30 UTC unless RETENTION_CRON says otherwise (a cron pattern). */
export const DEFAULT_RETENTION_CRON = '30 2 * * *';

/** A run names no applicant: the whole product, or one company by id. */
export interface RetentionJob {
  companyId?: number;
}

export function retentionDeps(runtime: Runtime, erasure: ErasureParts, parts: RetentionParts): RetentionDeps {
  const ledger = new ErasureLedger(erasureLedgerPath(runtime.secrets.keyFile));
  const keys = new ApplicantKeyStore(tenantKeysFrom(runtime.secrets), ledger);
  const eraser = new Eraser(keys, runtime.events, new CertificateSigner(runtime.secrets.indexKey), erasure);
  return { db: runtime.db, events: runtime.events, eraser, parts };
}

/**
 * The nightly retention job (docs/privacy.md, "Retention job"): a BullMQ job scheduler fires it every
 * night; the job applies each company's schedule in turn, reporting its progress (company, step,
 * records done). One worker runs it at a time (concurrency 1; the scheduler adds one job per slot).
 */
export async function startRetentionWorker(runtime: Runtime, erasure: ErasureParts, parts: RetentionParts) {
  const logger = new Logger('RetentionWorker');
  const deps = retentionDeps(runtime, erasure, parts);
  const worker = startBullWorker<RetentionJob>({
    queue: RETENTION_QUEUE,
    redisUrl: runtime.redisUrl,
    logger,
    options: { concurrency: 1, lockDuration: 120_000 },
    process: async (job) => {
      const runs = await runForEachCompany({
        job,
        db: runtime.db,
        allCompanyIds,
        work: (companyId, now, progress) => applyRetention(deps, companyId, now, progress),
      });
      const erased = runs.reduce((sum, run) => sum + run.applicantsErased, 0);
      logger.log(`retention applied to ${runs.length} company(ies): ${erased} applicant(s) erased`);
      return { companies: runs.length, erased };
    },
    onFailed: (job, error) => `retention run ${job.id} failed: ${error.message}`,
  });
  const queue = new Queue<RetentionJob>(RETENTION_QUEUE, { connection: bullConnection(runtime.redisUrl) });
  await queue.upsertJobScheduler(
    'retention-nightly',
    { pattern: process.env.RETENTION_CRON || DEFAULT_RETENTION_CRON, tz: 'UTC' },
    { name: 'nightly', data: {}, opts: { removeOnComplete: 30, removeOnFail: 30 } },
  );
  await queue.close();
  return worker;
}
