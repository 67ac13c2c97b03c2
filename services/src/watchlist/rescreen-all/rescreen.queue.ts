export const WATCHLIST_RESCREEN_QUEUE = 'watchlist-rescreen';

/** Walks every screened subject of every tenant and enqueues chunks; one per list-version change. */
export interface RescreenPlanJob {
  versionKey: string;
}

/** Ids only (DESIGN.md §5): the names and dates of birth stay in PostgreSQL. */
export interface RescreenChunkJob {
  versionKey: string;
  companyId: number;
  sessionUuids: string[];
}

/** Deterministic per version: a second refresh that finds the same versions enqueues nothing new. */
export const rescreenPlanJobId = (versionKey: string) => `rescreen-${versionKey}`;
export const rescreenChunkJobId = (versionKey: string, companyId: number, firstUuid: string) =>
  `rescreen-${versionKey}-${companyId}-${firstUuid}`;

export const RESCREEN_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 1000 },
};
