import { Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { Database } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { startBullWorker } from '../../shared/queue/start-bull-worker';
import { IDV_REPORT_QUEUE, IdvReportJob } from './idv-report.queue';
import { IdvReportRenderer } from './idv-report.renderer';
import { PdfRenderer } from './pdf-renderer';
import { ChromiumProfiles } from './chromium-profiles';
import { ApplicantDirectory } from '../ports/applicant-directory.port';
import { REPORT_FAILED } from './report-failure';

export interface IdvReportWorkerDeps {
  db: Database;
  events: EventStore;
  keys: TenantKeys;
  chromiumPath: string;
  /** Where Chromium's profiles go (DATA_DIR/chromium), so leftovers of a killed process are found. */
  chromiumProfiles?: string;
  /** Start Chromium with the worker (default) rather than at the first report: REPORT_CHROMIUM=on-demand. */
  warmChromium?: boolean;
  redisUrl: string;
  /** Who a session report is about, and its page (the sessions feature's adapter). */
  applicants: ApplicantDirectory;
}

/** PDF reports, one at a time per worker process (Chromium is the memory-heavy part). */
export function startIdvReportWorker(deps: IdvReportWorkerDeps): {
  worker: Worker<IdvReportJob>;
  stop(): Promise<void>;
} {
  const logger = new Logger('IdvReportWorker');
  const profiles = deps.chromiumProfiles ? new ChromiumProfiles(deps.chromiumProfiles) : undefined;
  profiles?.removeLeftovers(); // a Chromium left by a killed run ends now, not at the first report
  const pdf = new PdfRenderer(deps.chromiumPath, profiles);
  // Warm from the start, so the first report a user asks for does not wait for a launch (docs/performance.md).
  if (deps.warmChromium ?? true) pdf.warm();
  const renderer = new IdvReportRenderer(deps.db, deps.events, deps.keys, pdf, deps.applicants);
  const worker = startBullWorker<IdvReportJob>({
    queue: IDV_REPORT_QUEUE,
    redisUrl: deps.redisUrl,
    logger,
    process: (job) => renderer.render(job.data.reportId, job.data.companyId),
    options: { concurrency: 1, lockDuration: 120_000 },
    onFailed: (job, error) => {
      if (job.attemptsMade >= (job.opts.attempts ?? 1)) {
        void renderer.fail(job.data.reportId, job.data.companyId, REPORT_FAILED).catch(() => undefined);
      }
      return `report ${job.data.reportId} attempt ${job.attemptsMade} failed: ${error.message}`;
    },
    // Chromium closes once the reports it renders are done.
    afterClose: () => pdf.close(),
  });
  return {
    worker,
    stop: () => worker.close(),
  };
}
