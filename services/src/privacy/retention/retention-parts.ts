import type { Tx } from '../../shared/database/database';

/** Deleted by one retention step in one company: how many of what. */
export interface RetentionStepResult {
  /** Rows deleted (images, reports). */
  deleted: number;
  /** Records touched (IDVs whose images went). */
  records: number;
}

/**
 * What the nightly retention job asks of the features that keep the data (docs/privacy.md,
 * "Retention job"); the composition root binds them (bootstrap/erasure-purges.ts). Each step
 * deletes at most `limit` records older than `cutoff`, never of the `held` applicants, and answers
 * what it did; the job calls it again until a step deletes nothing.
 */
export interface RetentionParts {
  /** ID images, selfies and face crops of IDVs decided before the cutoff (the IDV says so after). */
  deleteImagesDecidedBefore(
    tx: Tx,
    companyId: number,
    cutoff: Date,
    held: readonly string[],
    limit: number,
  ): Promise<RetentionStepResult>;
  /** PDF reports made before the cutoff. */
  deleteReportsMadeBefore(
    tx: Tx,
    companyId: number,
    cutoff: Date,
    held: readonly string[],
    limit: number,
  ): Promise<RetentionStepResult>;
  /**
   * Applicants whose last activity in each feature is before the cutoff, after `after` (uuid order),
   * at most `limit`; each feature says which of them it saw active since.
   */
  staleApplicants: ReadonlyArray<
    (tx: Tx, companyId: number, cutoff: Date, after: string, limit: number) => Promise<string[]>
  >;
  activeSince: ReadonlyArray<
    (tx: Tx, companyId: number, uuids: readonly string[], cutoff: Date) => Promise<string[]>
  >;
}
