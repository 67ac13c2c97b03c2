import type { ListVersion } from '../lists/list-version';
import type { WatchlistEntityType, WatchlistSource } from '../lists/watchlist-entry';
import type { CountryOutcome, DobOutcome } from './qualifier.scorer';

/** Shape of SPEC §3 "Watchlist result", plus the explanation fields a reviewer needs. */
export interface WatchlistResult {
  riskLevel: 'high' | 'low';
  /** `match`: best score ≥ threshold; `possible_match`: shown matches all below it; `no_match`: none shown. */
  matchStatus: 'match' | 'possible_match' | 'no_match';
  countryCodes: string[];
  watchlistTypes: string[];
  matches: WatchlistMatch[];
  threshold: number;
  listVersions: ListVersionRef[];
}

export interface WatchlistMatch {
  name: string;
  /** 0–1, rounded to 4 decimals. */
  score: number;
  sanctionType: string;
  details: string;
  entryId: string;
  source: WatchlistSource;
  watchlistType: string;
  entityType: WatchlistEntityType;
  countryCodes: string[];
  matchedName: string;
  matchedNameKind: 'primary' | 'alias';
  breakdown: ScoreBreakdown;
  listVersion: ListVersionRef;
}

export interface TokenPairExplanation {
  queryToken: string;
  indexedToken: string;
  jaroWinkler: number;
  lengthFactor: number;
  firstLetterFactor: number;
  phoneticMatch: boolean;
  score: number;
}

/** final = clamp(nameScore + dob.adjustment + country.adjustment, 0, 1). */
export interface ScoreBreakdown {
  nameScore: number;
  lengthWeightedAverage: number;
  matchedIndexFraction: number;
  unmatchedIndexFactor: number;
  tokenPairs: TokenPairExplanation[];
  unmatchedQueryTokens: string[];
  dob: { outcome: DobOutcome; adjustment: number };
  country: { outcome: CountryOutcome; adjustment: number };
  final: number;
}

export type ListVersionRef = Pick<ListVersion, 'source' | 'sha256' | 'fetchedAt'>;

export interface ScreeningQuery {
  fullName: string;
  /** `YYYY-MM-DD` (or `YYYY`). */
  dateOfBirth?: string;
  /** ISO 3166-1 alpha-2 of nationality or residence. */
  countryCode?: string;
}
