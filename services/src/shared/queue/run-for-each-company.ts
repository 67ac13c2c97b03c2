import type { Job } from 'bullmq';
import type { TenantIds } from '../crypto/tenant-ids';
import { type Database, SYSTEM } from '../database/database';

/** The payload of a job run over companies: it names no person, only the one company it is for, if any. */
export interface CompanyJob {
  companyId?: number;
}

export interface CompanyRun<S> {
  /** The running job: its data says which company, and its progress is where the run reports. */
  job: Pick<Job<CompanyJob>, 'data' | 'updateProgress'>;
  db: Database;
  /** Every company's id: identity's query, handed in by the feature, as shared/ imports no feature. */
  allCompanyIds: TenantIds;
  /** One company's work, at the run's instant; `progress` adds which company of how many it is at. */
  work: (companyId: number, now: Date, progress: (step: object) => Promise<void>) => Promise<S>;
}

/**
 * The loop of a scheduled job over companies (the nightly retention, the daily financial-aid
 * reminders): the company the job names, else every company, each in turn and all judged at the same
 * instant, its progress reported as "company i of n" and what its work says. Returns each company's
 * summary in order. A company whose work throws ends the run there: the job fails (its worker logs the
 * failed attempt) and the companies after it wait for the retry or the next run.
 */
export async function runForEachCompany<S>({ job, db, allCompanyIds, work }: CompanyRun<S>): Promise<S[]> {
  const companies = job.data.companyId
    ? [job.data.companyId]
    : await db.tx(SYSTEM, (tx) => allCompanyIds(tx));
  const now = new Date();
  const summaries: S[] = [];
  for (const [i, companyId] of companies.entries()) {
    summaries.push(
      await work(companyId, now, (step) =>
        job.updateProgress({ company: i + 1, companies: companies.length, ...step }),
      ),
    );
  }
  return summaries;
}
