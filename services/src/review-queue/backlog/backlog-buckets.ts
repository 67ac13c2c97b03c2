/**
 * The backlog's age buckets (the dashboard's "backlog by age" chart): an open item's age at one
 * instant, `as_of`, which the chart's links carry so the list they open counts at the same instant
 * (an item that grows older between the two requests stays in its bar).
 */
export const AGE_BUCKETS = ['lt_1d', '1_3d', '3_7d', 'gt_7d'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Each bucket's bounds in days: older than `from` (inclusive of the boundary), younger than `to`. */
const BOUNDS: Record<AgeBucket, { fromDays: number; toDays: number | null }> = {
  lt_1d: { fromDays: 0, toDays: 1 },
  '1_3d': { fromDays: 1, toDays: 3 },
  '3_7d': { fromDays: 3, toDays: 7 },
  gt_7d: { fromDays: 7, toDays: null },
};

/**
 * SQL over `r.created_at` for a bucket at `$asOf` (a bound timestamptz): created at or before as_of,
 * at least `from` days before it and less than `to` days before it.
 */
export function bucketClause(bucket: AgeBucket, asOf: string): string {
  const { fromDays, toDays } = BOUNDS[bucket];
  const clauses = [`r.created_at <= ${asOf}::timestamptz - interval '${fromDays} days'`];
  if (toDays !== null) clauses.push(`r.created_at > ${asOf}::timestamptz - interval '${toDays} days'`);
  return clauses.join(' AND ');
}

/** The bucket of each row, as a SQL CASE (for counting all buckets in one pass). */
export function bucketCase(asOf: string): string {
  return `CASE ${AGE_BUCKETS.map((b) => `WHEN ${bucketClause(b, asOf)} THEN '${b}'`).join(' ')} END`;
}
