export type ReviewDecision = 'confirmed' | 'false_positive';

export interface MatchReview {
  decision: ReviewDecision;
  reason: string;
  by: { id: number | null; name: string };
  at: string;
  carriedOver?: boolean;
  invalidatedBecause?: string;
}

export interface TokenPair {
  queryToken: string;
  indexedToken: string;
  jaroWinkler: number;
  lengthFactor: number;
  firstLetterFactor: number;
  phoneticMatch: boolean;
  score: number;
}

export interface ScoreBreakdown {
  nameScore: number;
  lengthWeightedAverage?: number;
  matchedIndexFraction?: number;
  unmatchedIndexFactor?: number;
  tokenPairs: TokenPair[];
  unmatchedQueryTokens: string[];
  dob: { outcome: string; adjustment: number };
  country: { outcome: string; adjustment: number };
  final: number;
}

export interface WatchlistMatch {
  name: string;
  score: number;
  sanctionType: string;
  details: string;
  entryId: string;
  source?: string;
  watchlistType?: string;
  countryCodes?: string[];
  matchedName?: string;
  matchedAlias?: string | null;
  breakdown?: ScoreBreakdown;
  flagged?: boolean;
  review: MatchReview | null;
}

export interface ListVersionRef {
  source: string;
  sha256: string;
  fetchedAt: string;
}

/** Spec §3 "Watchlist result" plus explanation and review (GET/POST /omni/watchlist-result). */
export interface WatchlistResult {
  riskLevel: string;
  matchStatus: string;
  countryCodes: string[];
  watchlistTypes: string[];
  matches: WatchlistMatch[];
  reviewStatus?: string;
  listVersion?: { key: string; threshold: number; lists: ListVersionRef[] };
  trigger?: string;
  screenedAt?: string;
}

/** One event of GET /api/watchlist/{uuid}/history. */
export interface WatchlistHistoryEvent {
  eventId: string;
  version: number;
  type: string;
  recordedAt: string;
  actor?: { id: number | null; name: string; type?: string };
  data: Record<string, unknown>;
}
