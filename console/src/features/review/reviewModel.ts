import { formatDecimal, formatScorePercent } from '../../app/format';
import type { AuthUser } from '../../app/authTypes';
import type { MessageKey } from '../../i18n/en';
import type { Translate } from '../../i18n/translate';
import type {
  ResubmissionReason,
  ReviewColleague,
  ReviewFilters,
  ReviewItem,
  ReviewAgeBucket,
  ReviewKind,
  ReviewOutcome,
} from './reviewApi';

type Me = Pick<AuthUser, 'id' | 'user_type'>;

export const REVIEW_KINDS: readonly ReviewKind[] = [
  'idv_selfie',
  'idv_check',
  'watchlist',
  'high_risk',
  'approval',
];

/** The backlog chart's age buckets, youngest first. */
export const AGE_BUCKETS: readonly ReviewAgeBucket[] = ['lt_1d', '1_3d', '3_7d', 'gt_7d'];

/** The reasons staff choose when asking for new photos (the applicant reads them in their language). */
export const RESUBMISSION_REASONS: readonly ResubmissionReason[] = [
  'back_blurred',
  'front_blurred',
  'glare',
  'document_cut_off',
  'document_expired',
  'wrong_document',
  'selfie_too_dark',
  'selfie_face_hidden',
];

/** The outcomes decided on the Review page (high-risk items); IDV and watchlist items close on their own screens. */
export const DECIDE_OUTCOMES: readonly ReviewOutcome[] = [
  'no_issue',
  'confirmed_risk',
  'false_positive',
  'escalate',
];

export const kindLabel = (kind: ReviewKind): MessageKey => `review.kind.${kind}`;
export const outcomeLabel = (outcome: ReviewOutcome): MessageKey => `review.outcome.${outcome}`;
export const resubmissionReasonLabel = (reason: ResubmissionReason): MessageKey =>
  `review.resubmission.reason.${reason}`;

/** Every outcome a history line may name (the decisions above, new photos, four-eyes). */
const HISTORY_OUTCOMES = [
  ...DECIDE_OUTCOMES,
  'resubmission_requested',
  'approved',
  'rejected',
  'approval_requested',
] as const;
export function historyOutcomeLabel(outcome: string | null): MessageKey | null {
  const known = HISTORY_OUTCOMES.find((o) => o === outcome);
  return known ? `review.outcome.${known}` : null;
}

/** A four-eyes request in words: "Override the IDV result to Passed", "Clear confirmed match … as a false positive". */
export function approvalSummary(t: Translate, codes: readonly string[]): string {
  const [action, target] = codes;
  if (action === 'idv_override')
    return t('review.approval.idv_override', {
      result: t(target === 'PASSED' ? 'review.approval.passed' : 'review.approval.failed'),
    });
  if (action === 'watchlist_false_positive')
    return t('review.approval.watchlist_false_positive', { entry: target ?? '' });
  return codes.join(', ');
}

/** The code of a history line in words: a resubmission's reason, a four-eyes request's action. */
export function historyCodesText(t: Translate, codes: readonly string[]): string {
  const reason = RESUBMISSION_REASONS.find((r) => r === codes[0]);
  if (reason) return t(resubmissionReasonLabel(reason));
  if (codes[0] === 'idv_override' || codes[0] === 'watchlist_false_positive')
    return approvalSummary(t, codes);
  return '';
}

const isCompanyAdmin = (me: Me) => me.user_type === 2;

/** Whether someone else holds the item (then only they or a company admin act on it: the server's rule). */
export function heldByAnother(item: ReviewItem, me: Me): boolean {
  return item.assignee !== null && item.assignee.id !== me.id && !isCompanyAdmin(me);
}

/** Take it: the caller may decide it, it is open and not theirs already, and nobody else holds it (admins take over). */
export function mayTake(item: ReviewItem, me: Me): boolean {
  return item.may_decide && item.assignee?.id !== me.id && !heldByAnother(item, me);
}

/** Give it to a colleague: the same as taking it, whoever holds it now (the server checks the caller first). */
export function mayGive(item: ReviewItem, me: Me): boolean {
  return item.may_decide && !heldByAnother(item, me);
}

/** Release it: someone holds it, and that is the caller or the caller is a company admin. */
export function mayRelease(item: ReviewItem, me: Me): boolean {
  return item.status === 'open' && item.assignee !== null && !heldByAnother(item, me);
}

/** Decide it here: a high-risk item the caller may decide and nobody else holds. */
export function mayDecideHere(item: ReviewItem, me: Me): boolean {
  return item.kind === 'high_risk' && item.may_decide && !heldByAnother(item, me);
}

/** Approve or reject a four-eyes request: the server's rule says the requester never may (may_decide). */
export function mayApproveHere(item: ReviewItem, me: Me): boolean {
  return (
    item.kind === 'approval' && item.may_decide && item.requested_by_id !== me.id && !heldByAnother(item, me)
  );
}

/** Ask for new photos: an IDV item the caller may decide (the override's permission) and nobody else holds. */
export function mayRequestResubmission(item: ReviewItem, me: Me): boolean {
  return (
    (item.kind === 'idv_check' || item.kind === 'idv_selfie') &&
    item.form_type !== null &&
    item.may_decide &&
    !heldByAnother(item, me)
  );
}

/** Whether a colleague may decide an item (the server's rule, from what it says each colleague may decide). */
export function colleagueMayDecide(colleague: ReviewColleague, item: ReviewItem): boolean {
  const may = colleague.may_decide;
  if (item.escalated) return may.escalated;
  switch (item.kind) {
    case 'idv_selfie':
    case 'idv_check':
      return item.form_type === 'FINANCIAL_AID' ? may.idv_financial_aid : may.idv_admissions;
    case 'watchlist':
      return may.watchlist;
    case 'high_risk':
      return may.high_risk;
    case 'approval':
      // The requester never approves their own; otherwise the permission of the decision approved.
      if (item.requested_by_id === colleague.id) return false;
      if (item.form_type === null) return may.watchlist;
      return item.form_type === 'FINANCIAL_AID' ? may.idv_financial_aid : may.idv_admissions;
    default:
      return false;
  }
}

/** The colleagues who may decide every one of the items (a bulk assignment offers only them). */
export function colleaguesForAll(colleagues: ReviewColleague[], items: ReviewItem[]): ReviewColleague[] {
  return colleagues.filter((c) => items.every((item) => colleagueMayDecide(c, item)));
}

/** The detail tab where an item is decided. */
export type ReviewTab = 'results' | 'watchlist' | 'idv-admissions' | 'idv-sfs';

export function tabOf(item: Pick<ReviewItem, 'kind' | 'form_type'>): ReviewTab {
  if (item.kind === 'watchlist' || (item.kind === 'approval' && item.form_type === null)) return 'watchlist';
  if (item.kind === 'high_risk') return 'results';
  return item.form_type === 'FINANCIAL_AID' ? 'idv-sfs' : 'idv-admissions';
}

/** Where an item opens: the applicant's detail page, on the tab that decides it. */
export function pathOf(item: Pick<ReviewItem, 'kind' | 'form_type' | 'session_uuid'>): string {
  return `/verifications/${encodeURIComponent(item.session_uuid)}?tab=${tabOf(item)}`;
}

/** The tab named in a detail page's address, when it is one. */
export function tabFromSearch(search: string): ReviewTab | null {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'results' || tab === 'watchlist' || tab === 'idv-admissions' || tab === 'idv-sfs'
    ? tab
    : null;
}

/** An item's age in whole minutes, hours or days (its raising event's time to now). */
export function ageOf(createdAt: string, now: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 60 * 24) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (60 * 24)) };
}

/** `level:<risk>` is the risk level; the rest are check names, list entry ids or reason codes. */
export function splitReasons(codes: string[]): { level: string | null; codes: string[] } {
  const level = codes.find((c) => c.startsWith('level:'));
  return { level: level ? level.slice('level:'.length) : null, codes: codes.filter((c) => c !== level) };
}

/** A watchlist item's score is a match probability (a percentage); an IDV's is its overall value. */
export function scoreText(item: Pick<ReviewItem, 'kind' | 'score'>): string | null {
  if (item.score === null) return null;
  return item.kind === 'watchlist'
    ? formatScorePercent(item.score)
    : formatDecimal(Math.round(item.score * 10) / 10, 1);
}

/** The Review page's filters in its address (the dashboard's counts open the page filtered). */
export function reviewFiltersFromSearch(search: string): ReviewFilters {
  const q = new URLSearchParams(search);
  const kind = q.get('kind');
  const assignee = q.get('assignee');
  const form = q.get('form_type');
  const age = AGE_BUCKETS.find((b) => b === q.get('age'));
  const asOf = q.get('as_of');
  return {
    ...(age ? { age, ...(asOf && !Number.isNaN(Date.parse(asOf)) ? { as_of: asOf } : {}) } : {}),
    ...(kind && (REVIEW_KINDS as readonly string[]).includes(kind) ? { kind: kind as ReviewKind } : {}),
    ...(assignee && /^(unassigned|mine|[1-9]\d{0,14})$/.test(assignee) ? { assignee } : {}),
    ...(form === 'ADMISSIONS' || form === 'FINANCIAL_AID' ? { form_type: form } : {}),
  };
}

export function reviewPathOf(filters: ReviewFilters): string {
  const q = new URLSearchParams();
  if (filters.kind) q.set('kind', filters.kind);
  if (filters.assignee) q.set('assignee', filters.assignee);
  if (filters.form_type) q.set('form_type', filters.form_type);
  if (filters.age) q.set('age', filters.age);
  if (filters.age && filters.as_of) q.set('as_of', filters.as_of);
  const search = q.toString();
  return search ? `/review?${search}` : '/review';
}
