import { JobsOptions } from 'bullmq';

export const IDV_REPORT_QUEUE = 'idv-report';

/** Ids only: the worker reads the record and the images itself. */
export interface IdvReportJob {
  reportId: string;
  companyId: number;
}

export function idvReportJobOptions(reportId: string): JobsOptions {
  return {
    jobId: reportId,
    attempts: Number(process.env.IDV_REPORT_ATTEMPTS ?? 3),
    backoff: { type: 'exponential', delay: 2000 },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}
