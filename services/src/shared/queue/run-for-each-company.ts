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
 * Why a run over companies failed: the companies whose work threw (ids only, never a person), each
 * with its error. The others were done: one school's bad row must not hold back every school after
 * it in the list, night after night (retention is a legal duty for each of them).
 */
export class CompanyRunsFailed extends Error {
  constructor(
    readonly failures: ReadonlyArray<{ companyId: number; error: Error }>,
    companies: number,
  ) {
    const [first] = failures;
    super(
      `${failures.length} of ${companies} company(ies) failed (company ${failures.map((f) => f.companyId).join(', ')}); ` +
        `company ${first.companyId}: ${first.error.message}`,
    );
    this.name = 'CompanyRunsFailed';
  }
}

/**
 * The loop of a scheduled job over companies (the nightly retention, the daily financial-aid
 * reminders): the company the job names, else every company, each in turn and all judged at the same
 * instant, its progress reported as "company i of n" and what its work says. Returns each company's
 * summary in order. A company whose work throws does not stop the others: every company runs, and the
 * job then fails with CompanyRunsFailed (its worker logs the failed attempt; a retry or the next run
 * does the failed ones again, and the work of each is safe to repeat).
 */
export async function runForEachCompany<S>({ job, db, allCompanyIds, work }: CompanyRun<S>): Promise<S[]> {
  const companies = job.data.companyId
    ? [job.data.companyId]
    : await db.tx(SYSTEM, (tx) => allCompanyIds(tx));
  const now = new Date();
  const summaries: S[] = [];
  const failures: Array<{ companyId: number; error: Error }> = [];
  for (const [i, companyId] of companies.entries()) {
    try {
      summaries.push(
        await work(companyId, now, (step) =>
          job.updateProgress({ company: i + 1, companies: companies.length, ...step }),
        ),
      );
    } catch (error) {
      failures.push({ companyId, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  if (failures.length) throw new CompanyRunsFailed(failures, companies.length);
  return summaries;
}
