import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReviewStatus } from './watchlist-result.view';
import type { WatchlistEntityType, WatchlistSource } from '../lists/watchlist-entry';
import type { CountryOutcome, DobOutcome } from '../engine/qualifier.scorer';
import {
  REVIEW_DECISIONS,
  type ReviewDecision,
  type ScreeningTrigger,
} from '../screen-subject/watchlist-subject.events';

/*
 * The watchlist answers (SPEC §3 "Watchlist result" plus the explanation and review of each match):
 * GET/POST /omni/watchlist-result, POST …/review, and the audit routes (watchlist-audit.response.dto.ts).
 * Each enum's `satisfies` keeps it a subset of the server's type; the controllers type their answers
 * with these classes, so a field the view drops or retypes fails the build.
 */

export const WATCHLIST_SOURCES = ['OFAC_SDN', 'UN_SC'] as const satisfies readonly WatchlistSource[];
export const ENTITY_TYPES = [
  'individual',
  'entity',
  'vessel',
  'aircraft',
] as const satisfies readonly WatchlistEntityType[];
export const RISK_LEVELS = ['high', 'low'] as const;
export const MATCH_STATUSES = ['match', 'possible_match', 'no_match'] as const;
const REVIEW_STATUSES = [
  'no_matches',
  'pending',
  'cleared',
  'confirmed',
] as const satisfies readonly ReviewStatus[];
const TRIGGERS = ['manual', 'rescreen'] as const satisfies readonly ScreeningTrigger[];
const DOB_OUTCOMES = [
  'match',
  'year-disjoint',
  'day-disjoint',
  'not-compared',
] as const satisfies readonly DobOutcome[];
const COUNTRY_OUTCOMES = ['match', 'mismatch', 'not-compared'] as const satisfies readonly CountryOutcome[];

/** Who reviewed: a user (their id) or an API key (its negative id), with the name in the reader's language. */
export class WatchlistReviewerResponse {
  /** @example 12 */
  @ApiProperty({ type: 'integer' })
  id!: number | null;
  /** @example "Avery Quinn" */
  name!: string;
}

/** A reviewer's decision on one match. */
export class WatchlistMatchReviewResponse {
  @ApiProperty({ enum: REVIEW_DECISIONS, enumName: 'WatchlistReviewDecision', example: 'false_positive' })
  decision!: ReviewDecision;
  /** @example "Different date of birth and nationality" */
  reason!: string;
  by!: WatchlistReviewerResponse;
  /** ISO 8601. @example "2026-09-01T12:00:00.000Z" */
  at!: string;
  /** Present (true) when a rescreen kept the decision because the list entry is unchanged. */
  @ApiPropertyOptional({ type: Boolean })
  carriedOver?: true;
  /** Present when a rescreen found the entry changed: the decision is shown but no longer applies. */
  @ApiPropertyOptional({ enum: ['entry changed'] })
  invalidatedBecause?: 'entry changed';
}

/** How one token of the screened name was paired with one of the list entry's name. */
export class WatchlistTokenPairResponse {
  /** @example "mohammed" */
  queryToken!: string;
  /** @example "muhammad" */
  indexedToken!: string;
  /** @example 0.8889 */
  jaroWinkler!: number;
  lengthFactor!: number;
  firstLetterFactor!: number;
  phoneticMatch!: boolean;
  /** @example 0.8889 */
  score!: number;
}

/** The date-of-birth qualifier's outcome and what it added to the name score. */
export class WatchlistDobQualifierResponse {
  /** How the dates of birth compared (`not-compared` when either is missing). */
  @ApiProperty({ enum: DOB_OUTCOMES, enumName: 'WatchlistDobOutcome' })
  outcome!: DobOutcome;
  /** @example 0.05 */
  adjustment!: number;
}

/** The country qualifier's outcome and what it added to the name score. */
export class WatchlistCountryQualifierResponse {
  /** How the countries compared (`not-compared` when either is missing). */
  @ApiProperty({ enum: COUNTRY_OUTCOMES, enumName: 'WatchlistCountryOutcome' })
  outcome!: CountryOutcome;
  /** @example 0 */
  adjustment!: number;
}

/** Why a match scored what it did: final = clamp(nameScore + dob.adjustment + country.adjustment, 0, 1). */
export class WatchlistScoreBreakdownResponse {
  /** @example 0.91 */
  nameScore!: number;
  lengthWeightedAverage!: number;
  matchedIndexFraction!: number;
  unmatchedIndexFactor!: number;
  tokenPairs!: WatchlistTokenPairResponse[];
  unmatchedQueryTokens!: string[];
  dob!: WatchlistDobQualifierResponse;
  country!: WatchlistCountryQualifierResponse;
  /** @example 0.96 */
  final!: number;
}

/** One list entry the subject resembles, with the explanation and the review. */
export class WatchlistMatchResponse {
  /** The entry's primary name. @example "Mohammad Example" */
  name!: string;
  /** 0–1, rounded to 4 decimals. @example 0.9612 */
  score!: number;
  /** @example "SDGT" */
  sanctionType!: string;
  /** The list's data in the reader's language. @example "OFAC SDN 12345; individual; DOB 1970; countries IR" */
  details!: string;
  /** Stable id of the entry in its list. @example "OFAC_SDN:12345" */
  entryId!: string;
  /** The list the entry is on. */
  @ApiProperty({ enum: WATCHLIST_SOURCES, enumName: 'WatchlistSource' })
  source!: WatchlistSource;
  /** @example "Sanctions" */
  watchlistType!: string;
  /** What the entry is: a person or an organisation, vessel or aircraft. */
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'WatchlistEntityType' })
  entityType!: WatchlistEntityType;
  /** ISO 3166-1 alpha-2. @example ["IR"] */
  countryCodes!: string[];
  /** The entry's name (primary or alias) that matched. */
  matchedName!: string;
  /** The alias that matched; null when the primary name did. */
  matchedAlias!: string | null;
  breakdown!: WatchlistScoreBreakdownResponse;
  /** Hash of the entry's content: a change to it invalidates a review. */
  entryContentHash!: string;
  /** A rescreen found it new or changed and no valid review covers it. */
  flagged!: boolean;
  /** null until reviewed. */
  review!: WatchlistMatchReviewResponse | null;
}

/** Which bytes of one list a screening was computed against. */
export class WatchlistListVersionRefResponse {
  /** The list. */
  @ApiProperty({ enum: WATCHLIST_SOURCES, enumName: 'WatchlistSource' })
  source!: WatchlistSource;
  /** SHA-256 over the list's files. */
  sha256!: string;
  /** ISO 8601. */
  fetchedAt!: string;
}

/** The lists and threshold a screening used. */
export class WatchlistScreeningVersionResponse {
  /** One key for the set of list versions. */
  key!: string;
  /** Score at and above which a match is a `match`. @example 0.88 */
  threshold!: number;
  lists!: WatchlistListVersionRefResponse[];
}

/** GET/POST /omni/watchlist-result and a review's answer: the latest screening of a session. */
export class WatchlistResultResponse {
  @ApiProperty({ enum: RISK_LEVELS, enumName: 'WatchlistRiskLevel', example: 'low' })
  riskLevel!: (typeof RISK_LEVELS)[number];
  /** `match`: best score ≥ threshold; `possible_match`: shown matches all below it; `no_match`: none. */
  @ApiProperty({ enum: MATCH_STATUSES, enumName: 'WatchlistMatchStatus', example: 'no_match' })
  matchStatus!: (typeof MATCH_STATUSES)[number];
  /** Countries of the matches. @example [] */
  countryCodes!: string[];
  /** @example [] */
  watchlistTypes!: string[];
  matches!: WatchlistMatchResponse[];
  /** `cleared`: every match a standing false positive; `confirmed`: any confirmed; `pending`: a match undecided. */
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'WatchlistReviewStatus', example: 'no_matches' })
  reviewStatus!: ReviewStatus;
  /** Entry ids of the flagged matches. */
  flaggedEntryIds!: string[];
  listVersion!: WatchlistScreeningVersionResponse;
  @ApiProperty({ enum: TRIGGERS, enumName: 'WatchlistScreeningTrigger', example: 'manual' })
  trigger!: ScreeningTrigger;
  /** ISO 8601. @example "2026-09-01T12:00:00.000Z" */
  screenedAt!: string;
}
