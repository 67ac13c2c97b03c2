import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { WatchlistSource } from '../lists/watchlist-entry';
import {
  REVIEW_DECISIONS,
  type ReviewDecision,
  type ScreeningTrigger,
} from '../screen-subject/watchlist-subject.events';
import {
  MATCH_STATUSES,
  RISK_LEVELS,
  WATCHLIST_SOURCES,
  WatchlistListVersionRefResponse,
  WatchlistMatchReviewResponse,
  WatchlistReviewerResponse,
  WatchlistScoreBreakdownResponse,
  ENTITY_TYPES,
} from './watchlist-result.response.dto';
import type { WatchlistEntityType } from '../lists/watchlist-entry';

/* The watchlist audit routes (watchlist-audit.http.controller.ts): flagged subjects, list versions, history. */

/** A flagged match, as the flagged list names it. */
export class WatchlistFlaggedMatchResponse {
  /** @example "OFAC_SDN:12345" */
  entryId!: string;
  /** @example "Mohammad Example" */
  name!: string;
  /** @example 0.9612 */
  score!: number;
}

/** One row of GET /api/watchlist/flagged: a subject a rescreen flagged for review. */
export class WatchlistFlaggedRowResponse {
  /** The session's uuid. */
  uuid!: string;
  /** null when the session is gone. @example "Ada" */
  first_name!: string | null;
  last_name!: string | null;
  /** The latest screening's risk level. */
  @ApiProperty({ enum: RISK_LEVELS, enumName: 'WatchlistRiskLevel' })
  riskLevel!: (typeof RISK_LEVELS)[number];
  /** The latest screening's match status. */
  @ApiProperty({ enum: MATCH_STATUSES, enumName: 'WatchlistMatchStatus' })
  matchStatus!: (typeof MATCH_STATUSES)[number];
  /** ISO 8601: when the first still-open flag was raised. */
  flaggedAt!: string;
  /** ISO 8601. */
  screenedAt!: string;
  flaggedMatches!: WatchlistFlaggedMatchResponse[];
}

/** One file of a list version and its digest. */
export class WatchlistListFileResponse {
  /** @example "sdn.xml" */
  file!: string;
  sha256!: string;
  /** @example 12873412 */
  @ApiProperty({ type: 'integer' })
  bytes!: number;
}

/** How many entries and aliases a list version holds. */
export class WatchlistListCountsResponse {
  /** @example 17432 */
  @ApiProperty({ type: 'integer' })
  entries!: number;
  @ApiProperty({ type: 'integer' })
  individuals!: number;
  @ApiProperty({ type: 'integer' })
  entities!: number;
  @ApiProperty({ type: 'integer' })
  vessels!: number;
  @ApiProperty({ type: 'integer' })
  aircraft!: number;
  @ApiProperty({ type: 'integer' })
  strongAliases!: number;
  @ApiProperty({ type: 'integer' })
  weakAliases!: number;
}

/** The current version of one list. */
export class WatchlistListVersionResponse {
  /** The list. */
  @ApiProperty({ enum: WATCHLIST_SOURCES, enumName: 'WatchlistSource' })
  source!: WatchlistSource;
  sha256!: string;
  files!: WatchlistListFileResponse[];
  counts!: WatchlistListCountsResponse;
  /** Where it was fetched from (a URL or a folder). */
  origin!: string;
  /** ISO 8601. */
  fetchedAt!: string;
  /** ISO 8601: when it became current. */
  loadedAt!: string;
}

/** The health of one list's refresh. */
export class WatchlistRefreshStatusResponse {
  /** The list. */
  @ApiProperty({ enum: WATCHLIST_SOURCES, enumName: 'WatchlistSource' })
  source!: WatchlistSource;
  origin!: string;
  /** ISO 8601. */
  lastAttemptAt!: string | null;
  /** ISO 8601. */
  lastSuccessAt!: string | null;
  /** Why the last attempt failed; null when it succeeded. */
  lastError!: string | null;
}

/** A list version the engine screens with. */
export class WatchlistEngineListResponse {
  /** The list. */
  @ApiProperty({ enum: WATCHLIST_SOURCES, enumName: 'WatchlistSource' })
  source!: WatchlistSource;
  sha256!: string;
}

/** What this process screens with right now. */
export class WatchlistEngineResponse {
  /** One key for the set of list versions. */
  key!: string;
  versions!: WatchlistEngineListResponse[];
  /** @example 0.88 */
  threshold!: number;
  /** Names (primary and aliases) in the index. @example 41873 */
  @ApiProperty({ type: 'integer' })
  indexedNames!: number;
  /** ISO 8601. */
  loadedAt!: string;
}

/** GET /api/watchlist/versions: the lists loaded, their refreshes, and the engine in use. */
export class WatchlistVersionsResponse {
  lists!: WatchlistListVersionResponse[];
  refresh!: WatchlistRefreshStatusResponse[];
  /** null while no list is loaded in this process. */
  engine!: WatchlistEngineResponse | null;
}

/** Who did it, from the event's metadata (the name in the reader's language). */
export class WatchlistHistoryActorResponse extends WatchlistReviewerResponse {
  /** A signed-in user, an API key, or the system (a scheduled rescreen). */
  @ApiProperty({ enum: ['user', 'system', 'apiKey'], enumName: 'ActorType' })
  type!: 'user' | 'system' | 'apiKey';
  /** The user's type (1–3) when a user acted. */
  @ApiProperty({ type: 'integer' })
  userType?: number;
  /** The key's id when an API key acted. */
  apiKeyId?: string;
}

/** Who was screened, as recorded for the audit trail. */
export class WatchlistScreenedSubjectResponse {
  /** @example "Ada Lovelace" */
  fullName!: string;
  /** YYYY-MM-DD or YYYY. */
  dateOfBirth!: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode!: string | null;
}

/** A match as a screening event recorded it. */
export class WatchlistScreenedMatchResponse {
  name!: string;
  score!: number;
  sanctionType!: string;
  /** As published (not translated). */
  details!: string;
  entryId!: string;
  entryContentHash!: string;
  /** The list the entry is on. */
  @ApiProperty({ enum: WATCHLIST_SOURCES, enumName: 'WatchlistSource' })
  source!: WatchlistSource;
  watchlistType!: string;
  /** A person or an organisation, vessel or aircraft. */
  @ApiProperty({ enum: ENTITY_TYPES, enumName: 'WatchlistEntityType' })
  entityType!: WatchlistEntityType;
  countryCodes!: string[];
  matchedName!: string;
  /** Whether the entry's primary name or an alias matched. */
  @ApiProperty({ enum: ['primary', 'alias'], enumName: 'WatchlistMatchedNameKind' })
  matchedNameKind!: 'primary' | 'alias';
  breakdown!: WatchlistScoreBreakdownResponse;
  /** A review a rescreen carried over (or found invalidated); null otherwise. */
  review!: WatchlistMatchReviewResponse | null;
}

/** The data of a WatchlistScreened event. */
export class WatchlistScreenedDataResponse {
  sessionUuid!: string;
  /** A user's check (`manual`) or a rescreen after a list changed. */
  @ApiProperty({ enum: ['manual', 'rescreen'], enumName: 'WatchlistScreeningTrigger' })
  trigger!: ScreeningTrigger;
  subject!: WatchlistScreenedSubjectResponse;
  versionKey!: string;
  listVersions!: WatchlistListVersionRefResponse[];
  threshold!: number;
  /** The screening's risk level. */
  @ApiProperty({ enum: RISK_LEVELS, enumName: 'WatchlistRiskLevel' })
  riskLevel!: (typeof RISK_LEVELS)[number];
  /** The screening's match status. */
  @ApiProperty({ enum: MATCH_STATUSES, enumName: 'WatchlistMatchStatus' })
  matchStatus!: (typeof MATCH_STATUSES)[number];
  countryCodes!: string[];
  watchlistTypes!: string[];
  matches!: WatchlistScreenedMatchResponse[];
  flaggedEntryIds!: string[];
  /** ISO 8601. */
  screenedAt!: string;
}

/** The data of a WatchlistMatchReviewed event. */
export class WatchlistMatchReviewedDataResponse {
  sessionUuid!: string;
  entryId!: string;
  /** The entry as it was when reviewed. */
  entryContentHash!: string;
  /** The reviewer's decision. */
  @ApiProperty({ enum: REVIEW_DECISIONS, enumName: 'WatchlistReviewDecision' })
  decision!: ReviewDecision;
  reason!: string;
  by!: WatchlistReviewerResponse;
  /** ISO 8601. */
  at!: string;
}

/** One event of GET /api/watchlist/{uuid}/history (oldest first): a screening or a review. */
@ApiExtraModels(WatchlistScreenedDataResponse, WatchlistMatchReviewedDataResponse)
export class WatchlistHistoryEventResponse {
  eventId!: string;
  /** The subject's stream version after this event. @example 2 */
  @ApiProperty({ type: 'integer' })
  version!: number;
  /** A screening or a review; `data` is the event's data. */
  @ApiProperty({
    enum: ['WatchlistScreened', 'WatchlistMatchReviewed'],
    enumName: 'WatchlistEventType',
  })
  type!: 'WatchlistScreened' | 'WatchlistMatchReviewed';
  /** ISO 8601. */
  recordedAt!: string;
  actor!: WatchlistHistoryActorResponse;
  /** The request that caused it. */
  correlationId!: string;
  /** WatchlistScreenedData for a screening, WatchlistMatchReviewedData for a review. */
  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath(WatchlistScreenedDataResponse) },
      { $ref: getSchemaPath(WatchlistMatchReviewedDataResponse) },
    ],
  })
  data!: WatchlistScreenedDataResponse | WatchlistMatchReviewedDataResponse;
}
