import type { FinaidCase } from './financialAidApi';

/** What staff may do to a case from its detail; each maps to one /api/financial-aid route. */
export type CaseAction =
  | 'in_person'
  | 'video_call'
  | 'third_party_ial2'
  | 'remote_link'
  | 'not_verified'
  | 'unable_to_contact'
  | 'remind'
  | 'deadline'
  | 'reopen';

/** The methods staff record by hand (the remote one is recorded by the IDV's own result). */
export const RECORDED_METHODS = ['in_person', 'video_call', 'third_party_ial2'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

export const isOpenCase = (status: FinaidCase['status']) => status === 'selected' || status === 'in_progress';

/**
 * The actions the server would take from this user on this case, and no others (docs/financial-aid.md):
 * every route needs the financial-aid permission (3, the page's own); an open case takes a result, a
 * reminder and the remote link (both need an e-mail address or a phone on file); a result is set
 * aside only by a reopen, which needs the override permission (5); the deadline can always change.
 */
export function caseActions(
  c: Pick<FinaidCase, 'status' | 'email' | 'phone'>,
  canOverride: boolean,
): CaseAction[] {
  const reachable = Boolean(c.email || c.phone);
  if (!isOpenCase(c.status)) return canOverride ? ['deadline', 'reopen'] : ['deadline'];
  return [
    ...RECORDED_METHODS,
    ...(reachable ? (['remote_link', 'remind'] as const) : []),
    'not_verified',
    'unable_to_contact',
    'deadline',
  ];
}

/** A check outcome as the IDV's check texts name it. */
export const outcomeKey = (outcome: string) =>
  outcome === 'PASSED'
    ? 'idv.check.passed'
    : outcome === 'FAILED'
      ? 'idv.check.failed'
      : outcome === 'REVIEW'
        ? 'idv.check.review'
        : 'idv.check.notPerformed';
