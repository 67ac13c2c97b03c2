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

/**
 * The WHERE clause for a filter, leaving out one dimension when counting by it (so a count by kind
 * equals the list's total with that kind and the other filters as given). Values are bound.
 */
export function filterWhere(
  companyId: number,
  filter: ReviewQueueFilter,
  without?: 'kind' | 'assignee',
): { where: string; params: unknown[] } {
  const params: unknown[] = [companyId, filter.status];
  const clauses = ['r.company_id = $1', 'r.status = $2'];
  const bind = (value: unknown) => `$${params.push(value)}`;
  if (filter.session) clauses.push(`r.session_uuid = ${bind(filter.session)}`);
  if (filter.age) clauses.push(bucketClause(filter.age.bucket, bind(filter.age.asOf)));
  if (filter.formType) clauses.push(`r.form_type = ${bind(filter.formType)}`);
  if (filter.kind && without !== 'kind') clauses.push(`r.kind = ${bind(filter.kind)}`);
  if (filter.assignee !== null && without !== 'assignee')
    clauses.push(
      filter.assignee === 'unassigned' ? 'r.assigned_to IS NULL' : `r.assigned_to = ${bind(filter.assignee)}`,
    );
  return { where: clauses.join(' AND '), params };
}
