import { formatSigned } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import type { MatchReview, WatchlistHistoryEvent, WatchlistResult } from './watchlistTypes';

/** Spec §9: a score above 0.8 is shown in the error colour. */
export const STRONG_SCORE = 0.8;

export const isStrongScore = (score: number): boolean => score > STRONG_SCORE;

/** Spec §9: risk level high shows High, otherwise Low. */
export function riskLevelKey(riskLevel: string | null | undefined): MessageKey {
  return (riskLevel ?? '').toLowerCase() === 'high' ? 'watchlist.high' : 'watchlist.low';
}

/** The screening's match status as words in the reader's language, never the API's 'possible_match'. */
export function matchStatusKey(status: WatchlistResult['matchStatus']): MessageKey {
  return `watchlist.matchStatus.${status}`;
}

/** Spec §2: the button reads 'Recheck watchlist' once results exist. */
export function checkButtonKey(result: WatchlistResult | null): MessageKey {
  return result ? 'watchlist.recheck' : 'watchlist.check';
}

export type ReviewState = 'none' | 'standing' | 'carriedOver' | 'invalidated';

export function reviewState(review: MatchReview | null | undefined): ReviewState {
  if (!review) return 'none';
  if (review.invalidatedBecause) return 'invalidated';
  return review.carriedOver ? 'carriedOver' : 'standing';
}

/** A signed factor for the breakdown ('+0.000', '−0.150'). */
export function signed(n: number): string {
  return formatSigned(n, 3);
}

export interface HistoryLine {
  id: string;
  at: string;
  by: string;
  kind: 'screened' | 'reviewed' | 'other';
  /** screened: trigger, risk level, match count; reviewed: entry, decision, reason. */
  trigger?: string;
  riskLevel?: string;
  matchCount?: number;
  entryId?: string;
  decision?: string;
  reason?: string;
  type: string;
}

/** The audit trail, newest first. */
export function historyLines(events: WatchlistHistoryEvent[]): HistoryLine[] {
  return [...events]
    .sort((a, b) => b.version - a.version)
    .map((e): HistoryLine => {
      const base = { id: e.eventId, by: e.actor?.name ?? '', type: e.type };
      const d = e.data;
      // The document types `data` as either event's data; its fields tell which.
      if (e.type === 'WatchlistScreened' && 'matches' in d)
        return {
          ...base,
          at: d.screenedAt,
          kind: 'screened',
          trigger: d.trigger,
          riskLevel: d.riskLevel,
          matchCount: d.matches.length,
        };
      if (e.type === 'WatchlistMatchReviewed' && 'decision' in d)
        return {
          ...base,
          at: d.at,
          by: d.by.name,
          kind: 'reviewed',
          entryId: d.entryId,
          decision: d.decision,
          reason: d.reason,
        };
      // An event type this console does not know yet (a newer server).
      return { ...base, at: e.recordedAt, kind: 'other' };
    });
}
