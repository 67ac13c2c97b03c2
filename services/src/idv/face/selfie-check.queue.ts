import type { SelfieIssue } from './face-examination';

/**
 * The applicant's selfie judged right after its upload, so the capture page can say at once what to
 * fix. The API waits for the worker's answer (the models live only in worker processes); the payload
 * carries ids only and the worker reads the sealed image.
 */
export const SELFIE_CHECK_QUEUE = 'idv-selfie-check';

export interface SelfieCheckJob {
  idvId: string;
  companyId: number;
}

export interface SelfieCheckAnswer {
  usable: boolean;
  issue: SelfieIssue | null;
}
