import type { MessageKey } from '../../i18n/en';
import type { MatchReview, WatchlistHistoryEvent, WatchlistResult } from './watchlistTypes';

/** Spec §9: a score above 0.8 is shown in the error colour. */
export const STRONG_SCORE = 0.8;

export const isStrongScore = (score: number): boolean => score > STRONG_SCORE;

/** Spec §9: risk level high shows High, otherwise Low. */
export function riskLevelKey(riskLevel: string | null | undefined): MessageKey {
  return (riskLevel ?? '').toLowerCase() === 'high' ? 'watchlist.high' : 'watchlist.low';
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
  const fixed = Math.abs(n).toFixed(3);
  return n < 0 ? `−${fixed}` : `+${fixed}`;
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

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The audit trail, newest first. */
export function historyLines(events: WatchlistHistoryEvent[]): HistoryLine[] {
  return [...events]
    .sort((a, b) => b.version - a.version)
    .map((e) => {
      const base = {
        id: e.eventId,
        at: str(e.data.at) ?? str(e.data.screenedAt) ?? e.recordedAt,
        by: e.actor?.name ?? '',
        type: e.type,
      };
      if (e.type === 'WatchlistScreened') {
        const matches = Array.isArray(e.data.matches) ? e.data.matches.length : 0;
        return {
          ...base,
          kind: 'screened',
          trigger: str(e.data.trigger),
          riskLevel: str(e.data.riskLevel),
          matchCount: matches,
        };
      }
      if (e.type === 'WatchlistMatchReviewed') {
        const by = e.data.by as { name?: string } | undefined;
        return {
          ...base,
          by: by?.name ?? base.by,
          kind: 'reviewed',
          entryId: str(e.data.entryId),
          decision: str(e.data.decision),
          reason: str(e.data.reason),
        };
      }
      return { ...base, kind: 'other' };
    });
}
