import type { components } from '../../../app/generated/openapi';
import type { MessageKey } from '../../../i18n/en';
import type { TrendRow, TrendSeries } from './trendModel';

/** GET /api/review-queue/backlog (generated: ReviewBacklogResponse). */
export type ReviewBacklog = components['schemas']['ReviewBacklogResponse'];
export type AgeBucket = components['schemas']['ReviewAgeBucket'];

export const AGE_BUCKETS: readonly AgeBucket[] = ['lt_1d', '1_3d', '3_7d', 'gt_7d'];
export const ageBucketLabel = (bucket: AgeBucket): MessageKey => `trends.backlog.age.${bucket}`;

const KINDS = [
  { key: 'idv_selfie', label: 'review.kind.idv_selfie', colour: { light: '#2d72d2', dark: '#4c90f0' } },
  { key: 'idv_check', label: 'review.kind.idv_check', colour: { light: '#cd4246', dark: '#e76a6e' } },
  { key: 'watchlist', label: 'review.kind.watchlist', colour: { light: '#c87619', dark: '#ec9a3c' } },
  { key: 'high_risk', label: 'review.kind.high_risk', colour: { light: '#9d3f9d', dark: '#d69fd6' } },
  { key: 'approval', label: 'review.kind.approval', colour: { light: '#238551', dark: '#32a467' } },
] as const;

/**
 * One series per kind; a bar opens the Review page with that kind and age bucket counted at the
 * backlog's own instant (`as_of`), so the list's total is the bar's figure.
 */
export function backlogSeries(asOf: string): TrendSeries[] {
  return KINDS.map((kind) => ({
    ...kind,
    href: (bucket: string) => `/review?${new URLSearchParams({ kind: kind.key, age: bucket, as_of: asOf })}`,
  }));
}

/** One row per age bucket, youngest first (the chart's `day` key holds the bucket). */
export function backlogRows(backlog: ReviewBacklog): TrendRow[] {
  return backlog.buckets.map(({ bucket, ...counts }) => ({ day: bucket, ...counts }));
}
