import type { WatchlistEntry } from '../lists/watchlist-entry';
import type { BestPairsResult } from './best-pairs.scorer';
import type { IndexedName, NameIndex } from './name-index';
import type { QualifierResult, CountryOutcome, DobOutcome } from './qualifier.scorer';
import { compareTokens, type PreparedToken } from './token-similarity';
import type {
  ListVersionRef,
  ScoreBreakdown,
  TokenPairExplanation,
  WatchlistMatch,
} from './watchlist-result';

export const WATCHLIST_TYPE_LABELS = {
  OFAC_SDN: 'OFAC SDN',
  UN_SC: 'UN Security Council Consolidated',
} as const;

export interface ScoredCandidate {
  entry: WatchlistEntry;
  name: IndexedName;
  pairs: BestPairsResult;
  dob: QualifierResult<DobOutcome>;
  country: QualifierResult<CountryOutcome>;
  final: number;
}

const round = (n: number): number => Math.round(n * 10000) / 10000;

function explainPairs(query: PreparedToken[], c: ScoredCandidate, index: NameIndex): TokenPairExplanation[] {
  return c.pairs.pairs.map((p) => {
    const indexed = index.vocabulary[c.name.tokenIds[p.indexedIndex]];
    const cmp = compareTokens(query[p.queryIndex], indexed);
    return {
      queryToken: query[p.queryIndex].text,
      indexedToken: indexed.text,
      jaroWinkler: round(cmp.jaroWinkler),
      lengthFactor: round(cmp.lengthFactor),
      firstLetterFactor: cmp.firstLetterFactor,
      phoneticMatch: cmp.phoneticMatch,
      score: round(cmp.score),
    };
  });
}

function breakdown(query: PreparedToken[], c: ScoredCandidate, index: NameIndex): ScoreBreakdown {
  const matchedQuery = new Set(c.pairs.pairs.map((p) => p.queryIndex));
  return {
    nameScore: round(c.pairs.score),
    lengthWeightedAverage: round(c.pairs.lengthWeightedAverage),
    matchedIndexFraction: round(c.pairs.matchedIndexFraction),
    unmatchedIndexFactor: round(c.pairs.unmatchedIndexFactor),
    tokenPairs: explainPairs(query, c, index),
    unmatchedQueryTokens: query.filter((_, i) => !matchedQuery.has(i)).map((t) => t.text),
    dob: c.dob,
    country: c.country,
    final: round(c.final),
  };
}

/** Human-readable summary for the Watchlist tab's "details" column. */
function details(entry: WatchlistEntry): string {
  const parts = [`${WATCHLIST_TYPE_LABELS[entry.source]} ${entry.id}`, entry.entityType];
  if (entry.datesOfBirth.length) parts.push(`DOB ${entry.datesOfBirth.join(', ')}`);
  if (entry.countries.length) parts.push(`countries ${entry.countries.join(', ')}`);
  if (entry.remarks)
    parts.push(entry.remarks.length > 240 ? `${entry.remarks.slice(0, 237)}...` : entry.remarks);
  return parts.join('; ');
}

export function explainMatch(
  query: PreparedToken[],
  c: ScoredCandidate,
  index: NameIndex,
  version: ListVersionRef,
): WatchlistMatch {
  return {
    name: c.entry.primaryName,
    score: round(c.final),
    sanctionType: c.entry.programs.join(', '),
    details: details(c.entry),
    entryId: c.entry.id,
    source: c.entry.source,
    watchlistType: WATCHLIST_TYPE_LABELS[c.entry.source],
    entityType: c.entry.entityType,
    countryCodes: c.entry.countries,
    matchedName: c.name.name,
    matchedNameKind: c.name.kind,
    breakdown: breakdown(query, c, index),
    listVersion: version,
  };
}
