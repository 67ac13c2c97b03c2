import type { Database } from '../database/database';
import { CompanyRunsFailed, runForEachCompany, type CompanyJob } from './run-for-each-company';

/** A job as the loop sees it, keeping the progress it reports. */
function jobOf(data: CompanyJob) {
  const progress: unknown[] = [];
  return { progress, job: { data, updateProgress: async (p: unknown) => void progress.push(p) } };
}

/** A database whose only transaction answers the list of every company, counting how often it is asked. */
function databaseOf(ids: number[]) {
  const asked = { times: 0 };
  const db = { tx: async (_scope: unknown, work: (tx: unknown) => Promise<unknown>) => work({}) };
  const allCompanyIds = async () => {
    asked.times++;
    return ids;
  };
  return { asked, db: db as unknown as Database, allCompanyIds };
}

describe('runForEachCompany: a scheduled job over companies', () => {
  it('runs every company in turn at one instant, numbering each in the progress it reports', async () => {
    const { progress, job } = jobOf({});
    const { db, allCompanyIds } = databaseOf([4, 7]);
    const seen: Array<[number, Date]> = [];
    const runs = await runForEachCompany({
      job,
      db,
      allCompanyIds,
      work: async (companyId, now, report) => {
        seen.push([companyId, now]);
        await report({ companyId, done: companyId * 10 });
        return companyId * 10;
      },
    });
    expect(runs).toEqual([40, 70]);
    expect(seen.map(([id]) => id)).toEqual([4, 7]);
    expect(seen[0][1]).toBe(seen[1][1]);
    expect(progress).toEqual([
      { company: 1, companies: 2, companyId: 4, done: 40 },
      { company: 2, companies: 2, companyId: 7, done: 70 },
    ]);
  });

  it('runs only the company the job names, without asking for the others', async () => {
    const { job } = jobOf({ companyId: 7 });
    const { asked, db, allCompanyIds } = databaseOf([4, 7]);
    const runs = await runForEachCompany({ job, db, allCompanyIds, work: async (companyId) => companyId });
    expect(runs).toEqual([7]);
    expect(asked.times).toBe(0);
  });

  it('runs every company even when one fails, then fails the run naming the companies that failed', async () => {
    const { job } = jobOf({});
    const { db, allCompanyIds } = databaseOf([1, 2, 3, 4]);
    const done: number[] = [];
    const run = runForEachCompany({
      job,
      db,
      allCompanyIds,
      work: async (companyId) => {
        if (companyId === 2 || companyId === 4) throw new Error(`database gone for ${companyId}`);
        done.push(companyId);
      },
    });
    const failed = await run.catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(CompanyRunsFailed);
    expect((failed as Error).message).toBe(
      '2 of 4 company(ies) failed (company 2, 4); company 2: database gone for 2',
    );
    expect((failed as CompanyRunsFailed).failures.map((f) => f.companyId)).toEqual([2, 4]);
    expect(done).toEqual([1, 3]);
  });
});
