import type { NewEvent } from '../../shared/domain/event';
import type { ListVersionRef, ScoreBreakdown } from '../engine/watchlist-result';
import type { WatchlistEntityType, WatchlistSource } from '../lists/watchlist-entry';

export type ReviewDecision = 'confirmed' | 'false_positive';
export const REVIEW_DECISIONS: readonly ReviewDecision[] = ['confirmed', 'false_positive'];

/** A reviewer's decision on one match, as shown with the match. */
export interface MatchReview {
  decision: ReviewDecision;
  reason: string;
  by: { id: number | null; name: string };
  at: string;
  /** Set when a rescreen kept the decision because the list entry is unchanged. */
  carriedOver?: true;
  /** Set when a rescreen found the entry changed: the decision is shown but no longer applies. */
  invalidatedBecause?: 'entry changed';
}

export interface ScreenedMatch {
  name: string;
  score: number;
  sanctionType: string;
  details: string;
  entryId: string;
  entryContentHash: string;
  source: WatchlistSource;
  watchlistType: string;
  entityType: WatchlistEntityType;
  countryCodes: string[];
  matchedName: string;
  matchedNameKind: 'primary' | 'alias';
  breakdown: ScoreBreakdown;
  review: MatchReview | null;
}

export type ScreeningTrigger = 'manual' | 'rescreen';

/** The personal data a screening is run on. */
export interface ScreenedSubject {
  fullName: string;
  dateOfBirth: string | null;
  countryCode: string | null;
}

/** What a screening's sealed subject is bound to: the applicant's screening stream and the field. */
export const watchlistSubjectContext = (sessionUuid: string) => `watchlist-${sessionUuid}:subject`;

export type WatchlistScreened = NewEvent<
  'WatchlistScreened',
  {
    sessionUuid: string;
    trigger: ScreeningTrigger;
    /**
     * What was screened, for the audit trail: sealed with the applicant's own key
     * (watchlistSubjectContext; docs/privacy.md) since issue 32, in the clear in older events.
     */
    subject: ScreenedSubject | string;
    versionKey: string;
    listVersions: ListVersionRef[];
    threshold: number;
    riskLevel: 'high' | 'low';
    matchStatus: 'match' | 'possible_match' | 'no_match';
    countryCodes: string[];
    watchlistTypes: string[];
    matches: ScreenedMatch[];
    /** Matches a rescreen found new or changed and no valid review covers: the console's flag. */
    flaggedEntryIds: string[];
    screenedAt: string;
  }
>;

export type WatchlistMatchReviewed = NewEvent<
  'WatchlistMatchReviewed',
  {
    sessionUuid: string;
    entryId: string;
    /** The entry as it was when reviewed: a later change to it invalidates the decision. */
    entryContentHash: string;
    decision: ReviewDecision;
    reason: string;
    by: { id: number | null; name: string };
    at: string;
    /** Four-eyes: the colleague who approved clearing a confirmed match (absent when none was needed). */
    approvedBy?: { id: number; name: string };
  }
>;

export type WatchlistSubjectEvent = WatchlistScreened | WatchlistMatchReviewed;

export const watchlistStreamId = (sessionUuid: string) => `watchlist-${sessionUuid}`;
