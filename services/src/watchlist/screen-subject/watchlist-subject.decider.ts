import { NotFoundError, ValidationError, FieldError } from '../../shared/domain/domain-error';
import { exhaustive, type Decider } from '../../shared/domain/event';
import type { WatchlistResult } from '../engine/watchlist-result';
import {
  REVIEW_DECISIONS,
  type MatchReview,
  type ReviewDecision,
  type ScreenedMatch,
  type ScreeningTrigger,
  type WatchlistMatchReviewed,
  type WatchlistScreened,
  type WatchlistSubjectEvent,
} from './watchlist-subject.events';
import { localized } from '../../shared/i18n';

interface StoredReview extends MatchReview {
  entryContentHash: string;
}

export interface WatchlistSubjectState {
  screened: boolean;
  versionKey: string | null;
  /** Entry id → content hash of the matches of the latest screening. */
  matches: Record<string, string>;
  /** Decisions that still apply, by entry id (kept while the entry is unchanged, even if it drops out). */
  reviews: Record<string, StoredReview>;
  flagged: string[];
}

function evolve(state: WatchlistSubjectState, event: WatchlistSubjectEvent): WatchlistSubjectState {
  switch (event.type) {
    case 'WatchlistScreened': {
      const reviews = { ...state.reviews };
      for (const m of event.data.matches) if (m.review?.invalidatedBecause) delete reviews[m.entryId];
      const matches = Object.fromEntries(event.data.matches.map((m) => [m.entryId, m.entryContentHash]));
      return {
        screened: true,
        versionKey: event.data.versionKey,
        matches,
        reviews,
        flagged: event.data.flaggedEntryIds,
      };
    }
    case 'WatchlistMatchReviewed': {
      const { entryId, entryContentHash, decision, reason, by, at } = event.data;
      return {
        ...state,
        reviews: { ...state.reviews, [entryId]: { decision, reason, by, at, entryContentHash } },
        flagged: state.flagged.filter((id) => id !== entryId),
      };
    }
    default:
      exhaustive(event);
      return state;
  }
}

export const watchlistSubjectDecider: Decider<WatchlistSubjectState, WatchlistSubjectEvent> = {
  initialState: () => ({ screened: false, versionKey: null, matches: {}, reviews: {}, flagged: [] }),
  evolve,
};

export interface Screening {
  sessionUuid: string;
  trigger: ScreeningTrigger;
  subject: WatchlistScreened['data']['subject'];
  result: WatchlistResult;
  versionKey: string;
  entryHashes: ReadonlyMap<string, string>;
  at: Date;
}

/** A review applies while the entry's content is what the reviewer saw. */
function carriedReview(state: WatchlistSubjectState, entryId: string, hash: string): MatchReview | null {
  const stored = state.reviews[entryId];
  if (!stored) return null;
  const { entryContentHash, carriedOver: _c, invalidatedBecause: _i, ...review } = stored;
  return entryContentHash === hash
    ? { ...review, carriedOver: true }
    : { ...review, invalidatedBecause: 'entry changed' };
}

/**
 * Records a screening. A rescreen with the versions already used is a no-op (the job is
 * at-least-once). Flags: a rescreen flags matches that are new or whose entry changed and that no
 * valid review covers; a manual screening keeps earlier flags that are still unreviewed matches.
 */
export function screenSubject(state: WatchlistSubjectState, s: Screening): WatchlistScreened[] {
  if (s.trigger === 'rescreen' && state.versionKey === s.versionKey) return [];
  const matches: ScreenedMatch[] = s.result.matches.map((m) => {
    const entryContentHash = s.entryHashes.get(m.entryId) ?? '';
    const { listVersion: _v, ...rest } = m;
    return { ...rest, entryContentHash, review: carriedReview(state, m.entryId, entryContentHash) };
  });
  const unreviewed = matches.filter((m) => !m.review || m.review.invalidatedBecause).map((m) => m.entryId);
  const flaggedEntryIds =
    s.trigger === 'rescreen' && state.screened
      ? unreviewed.filter((id) => state.matches[id] !== s.entryHashes.get(id) || state.flagged.includes(id))
      : unreviewed.filter((id) => state.flagged.includes(id));
  const { riskLevel, matchStatus, countryCodes, watchlistTypes, threshold, listVersions } = s.result;
  return [
    {
      type: 'WatchlistScreened',
      data: {
        sessionUuid: s.sessionUuid,
        trigger: s.trigger,
        subject: s.subject,
        versionKey: s.versionKey,
        listVersions,
        threshold,
        riskLevel,
        matchStatus,
        countryCodes,
        watchlistTypes,
        matches,
        flaggedEntryIds,
        screenedAt: s.at.toISOString(),
      },
    },
  ];
}

export interface Review {
  sessionUuid: string;
  entryId: string;
  decision: string;
  reason: string;
  by: { id: number | null; name: string };
  at: Date;
}

/** A decision on a match of the latest screening; the reason is required (it is the audit trail). */
export function reviewMatch(state: WatchlistSubjectState, r: Review): WatchlistMatchReviewed[] {
  const hash = state.matches[r.entryId];
  if (!state.screened || hash === undefined) throw new NotFoundError('error.notFound.watchlistMatch');
  const errors: FieldError[] = [];
  if (!REVIEW_DECISIONS.includes(r.decision as ReviewDecision))
    errors.push({
      field: 'decision',
      message: localized('error.oneOf', { values: REVIEW_DECISIONS.join(', ') }),
    });
  const reason = (r.reason ?? '').trim();
  if (!reason) errors.push({ field: 'reason', message: localized('error.aReasonRequired') });
  else if (reason.length > 2000)
    errors.push({ field: 'reason', message: localized('error.maxLength', { max: 2000 }) });
  if (errors.length) throw new ValidationError(errors);
  return [
    {
      type: 'WatchlistMatchReviewed',
      data: {
        sessionUuid: r.sessionUuid,
        entryId: r.entryId,
        entryContentHash: hash,
        decision: r.decision as ReviewDecision,
        reason,
        by: r.by,
        at: r.at.toISOString(),
      },
    },
  ];
}
