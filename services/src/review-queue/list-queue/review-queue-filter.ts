import { ValidationError } from '../../shared/domain/domain-error';
import { single, type PagingQuery } from '../../shared/http/paging';
import { isUuid } from '../../shared/http/uuid';
import { localized } from '../../shared/i18n';
import { REVIEW_KINDS } from '../review-queue.events';
import { AGE_BUCKETS, bucketClause, type AgeBucket } from '../backlog/backlog-buckets';

export interface ReviewQueueQuery extends PagingQuery {
  kind?: string;
  assignee?: string;
  form_type?: string;
  status?: string;
  session?: string;
  age?: string;
  as_of?: string;
}

export const FORM_TYPES = ['ADMISSIONS', 'FINANCIAL_AID'] as const;
export const STATUSES = ['open', 'closed'] as const;

/** The list's filters, parsed: each is one dimension of the counts too. */
export interface ReviewQueueFilter {
  status: string;
  formType: string | null;
  kind: string | null;
  /** 'unassigned', or a user id ('mine' is the caller's). */
  assignee: 'unassigned' | number | null;
  /** One applicant's items (the detail pages' review bar); not a dimension of the counts. */
  session: string | null;
  /** An age bucket at an instant (the dashboard's backlog chart); not a dimension of the counts. */
  age: { bucket: AgeBucket; asOf: string } | null;
}

function oneOf(q: Record<string, unknown>, field: string, values: readonly string[]): string | null {
  const value = single(q, field);
  if (value === undefined || value === '') return null;
  if (!values.includes(value))
    throw new ValidationError([{ field, message: localized('error.oneOf', { values: values.join(', ') }) }]);
  return value;
}

export function parseReviewQueueFilter(query: ReviewQueueQuery, callerId: number): ReviewQueueFilter {
  const q = query as Record<string, unknown>;
  const assigneeText = single(q, 'assignee');
  let assignee: ReviewQueueFilter['assignee'] = null;
  if (assigneeText === 'unassigned') assignee = 'unassigned';
  else if (assigneeText === 'mine') assignee = callerId;
  else if (assigneeText !== undefined && assigneeText !== '') {
    if (!/^[1-9][0-9]{0,14}$/.test(assigneeText))
      throw new ValidationError([{ field: 'assignee', message: localized('reviewQueue.assigneeFilter') }]);
    assignee = Number(assigneeText);
  }
  const session = single(q, 'session');
  if (session !== undefined && session !== '' && !isUuid(session))
    throw new ValidationError([{ field: 'session', message: localized('error.sessionUuid') }]);
  const bucket = oneOf(q, 'age', AGE_BUCKETS) as AgeBucket | null;
  const asOf = single(q, 'as_of');
  if (asOf !== undefined && asOf !== '' && Number.isNaN(Date.parse(asOf)))
    throw new ValidationError([{ field: 'as_of', message: localized('reviewQueue.asOfDate') }]);
  return {
    session: session || null,
    age: bucket ? { bucket, asOf: asOf ? new Date(asOf).toISOString() : new Date().toISOString() } : null,
    status: oneOf(q, 'status', STATUSES) ?? 'open',
    formType: oneOf(q, 'form_type', FORM_TYPES),
    kind: oneOf(q, 'kind', REVIEW_KINDS),
    assignee,
  };
}

type Dimension = 'kind' | 'assignee';

/**
 * The WHERE clause for a filter over `r` (review_items, or the kept counts: the same column names),
 * leaving out the dimensions counted by (so a count by kind equals the list's total with that kind
 * and the other filters as given). Values are bound, from `params` on.
 */
export function filterWhere(
  companyId: number,
  filter: ReviewQueueFilter,
  without: readonly Dimension[] = [],
  params: unknown[] = [],
): { where: string; params: unknown[] } {
  const bind = (value: unknown) => `$${params.push(value)}`;
  // The status is one of STATUSES (parsed), written in: a prepared statement's generic plan can then
  // use the indexes kept for open items only, which a bound status could not prove it may.
  if (!(STATUSES as readonly string[]).includes(filter.status)) throw new Error('unknown review item status');
  const clauses = [`r.company_id = ${bind(companyId)}`, `r.status = '${filter.status}'`];
  if (filter.session) clauses.push(`r.session_uuid = ${bind(filter.session)}`);
  if (filter.age) clauses.push(bucketClause(filter.age.bucket, bind(filter.age.asOf)));
  if (filter.formType) clauses.push(`r.form_type = ${bind(filter.formType)}`);
  for (const dimension of (['kind', 'assignee'] as const).filter((d) => !without.includes(d))) {
    const clause = dimensionClause(filter, dimension, bind);
    if (clause) clauses.push(clause);
  }
  return { where: clauses.join(' AND '), params };
}

/** The filter on one counted dimension (kind or assignee), over `r.`, or null when it is not filtered. */
export function dimensionClause(
  filter: ReviewQueueFilter,
  dimension: Dimension,
  bind: (value: unknown) => string,
  alias = 'r.',
): string | null {
  if (dimension === 'kind') return filter.kind ? `${alias}kind = ${bind(filter.kind)}` : null;
  if (filter.assignee === null) return null;
  return filter.assignee === 'unassigned'
    ? `${alias}assigned_to IS NULL`
    : `${alias}assigned_to = ${bind(filter.assignee)}`;
}

/**
 * Whether the kept counts (review_item_counts, migration 087) answer this filter: they have every
 * dimension but one applicant's items (`session`) and the age at an instant (`age`), which are
 * counted from the items (an applicant has a handful; an age bucket reads its range of the list's index).
 */
export function countsAreKept(filter: ReviewQueueFilter): boolean {
  return !filter.session && !filter.age;
}
