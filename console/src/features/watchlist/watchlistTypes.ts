import type { components } from '../../app/generated/openapi';

/*
 * The watchlist answers, generated from the OpenAPI document (server:
 * watchlist/read-models/watchlist-result.response.dto.ts and watchlist-audit.response.dto.ts).
 */
type Schemas = components['schemas'];

export type ReviewDecision = Schemas['WatchlistReviewDecision'];

/** A reviewer's decision on one match. */
export type MatchReview = Schemas['WatchlistMatchReviewResponse'];

export type TokenPair = Schemas['WatchlistTokenPairResponse'];

/** Why a match scored what it did. */
export type ScoreBreakdown = Schemas['WatchlistScoreBreakdownResponse'];

export type WatchlistMatch = Schemas['WatchlistMatchResponse'];

export type ListVersionRef = Schemas['WatchlistListVersionRefResponse'];

/** Spec §3 "Watchlist result" plus explanation and review (GET/POST /omni/watchlist-result). */
export type WatchlistResult = Schemas['WatchlistResultResponse'];

/** One event of GET /api/watchlist/{uuid}/history. */
export type WatchlistHistoryEvent = Schemas['WatchlistHistoryEventResponse'];
