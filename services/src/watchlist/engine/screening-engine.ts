import type { ListVersion } from '../lists/list-version';
import type { WatchlistEntry, WatchlistSource } from '../lists/watchlist-entry';
import { bestPairs } from './best-pairs.scorer';
import { explainMatch, WATCHLIST_TYPE_LABELS, type ScoredCandidate } from './match-explainer';
import { NameIndex } from './name-index';
import { nameTokens } from './name-normaliser';
import { compareCountry, compareDob } from './qualifier.scorer';
import { prepareToken, tokenScore, type PreparedToken } from './token-similarity';
import type { ListVersionRef, ScreeningQuery, WatchlistResult } from './watchlist-result';

/**
 * Default risk threshold: a best match scoring at or above 0.88 makes the result `high`.
 * Chosen on the labelled benchmark (scripts/bench/watchlist-quality.ts): it keeps recall of
 * listed people varied as people write them ≥ 0.95 while unlisted real-looking names stay
 * under 2 % false positives. Configurable per engine; see services/src/watchlist/README.md.
 */
export const DEFAULT_THRESHOLD = 0.88;
/** Matches below this are not reported at all (the UI highlights scores above 0.8). */
export const DEFAULT_REPORT_FLOOR = 0.8;
export const DEFAULT_MAX_MATCHES = 10;

export interface ScreeningEngineOptions {
  threshold?: number;
  reportFloor?: number;
  maxMatches?: number;
  listVersions?: ListVersion[];
}

export class ScreeningEngine {
  readonly threshold: number;
  private readonly reportFloor: number;
  private readonly maxMatches: number;
  private readonly index: NameIndex;
  private readonly versions: Map<WatchlistSource, ListVersionRef>;

  constructor(
    private readonly entries: readonly WatchlistEntry[],
    options: ScreeningEngineOptions = {},
  ) {
    this.threshold = options.threshold ?? DEFAULT_THRESHOLD;
    this.reportFloor = Math.min(options.reportFloor ?? DEFAULT_REPORT_FLOOR, this.threshold);
    this.maxMatches = options.maxMatches ?? DEFAULT_MAX_MATCHES;
    this.index = new NameIndex(entries);
    this.versions = new Map(
      (options.listVersions ?? []).map((v) => [
        v.source,
        { source: v.source, sha256: v.sha256, fetchedAt: v.fetchedAt },
      ]),
    );
  }

  get indexedNameCount(): number {
    return this.index.names.length;
  }

  screen(query: ScreeningQuery): WatchlistResult {
    const tokens = nameTokens(query.fullName, true).map(prepareToken);
    const scored = tokens.length ? this.scoreCandidates(tokens, query) : [];
    const top = scored.sort((a, b) => b.final - a.final).slice(0, this.maxMatches);
    const matches = top.map((c) => explainMatch(tokens, c, this.index, this.versionOf(c.entry.source)));
    const best = matches[0]?.score ?? 0;
    return {
      riskLevel: best >= this.threshold ? 'high' : 'low',
      matchStatus: best >= this.threshold ? 'match' : matches.length ? 'possible_match' : 'no_match',
      countryCodes: [...new Set(matches.flatMap((m) => m.countryCodes))],
      watchlistTypes: [...new Set(matches.map((m) => m.watchlistType))],
      matches,
      threshold: this.threshold,
      listVersions: [...this.versions.values()],
    };
  }

  /** Best-scoring name per entry, qualifiers applied, above the report floor. */
  private scoreCandidates(tokens: PreparedToken[], query: ScreeningQuery): ScoredCandidate[] {
    const bestByEntry = new Map<number, ScoredCandidate>();
    for (const c of this.nameScores(tokens)) {
      if (c.pairs.score < this.reportFloor) continue;
      const previous = bestByEntry.get(c.name.entryIndex);
      if (previous && previous.pairs.score >= c.pairs.score) continue;
      bestByEntry.set(c.name.entryIndex, c);
    }
    const out: ScoredCandidate[] = [];
    for (const c of bestByEntry.values()) {
      c.dob = compareDob(query.dateOfBirth, c.entry.datesOfBirth);
      c.country = compareCountry(query.countryCode, c.entry.countries);
      c.final = Math.max(0, Math.min(1, c.pairs.score + c.dob.adjustment + c.country.adjustment));
      if (c.final >= this.reportFloor) out.push(c);
    }
    return out;
  }

  private *nameScores(tokens: PreparedToken[]): Generator<ScoredCandidate> {
    const similar = tokens.map((t) => this.index.similarTokens(t));
    // Per query token, a score per vocabulary token (-1 = not computed yet): array indexing is
    // much cheaper than Map lookups in this loop, and each pair is computed once per query.
    const memo = tokens.map((_, q) => {
      const row = new Float32Array(this.index.vocabulary.length).fill(-1);
      for (const [id, score] of similar[q]) row[id] = score;
      return row;
    });
    const pairScore = (q: number, tokenId: number): number => {
      const known = memo[q][tokenId];
      if (known >= 0) return known;
      return (memo[q][tokenId] = tokenScore(tokens[q], this.index.vocabulary[tokenId]));
    };
    const queryLengths = tokens.map((t) => t.text.length);
    for (const nameId of this.index.candidateNames(similar)) {
      const name = this.index.names[nameId];
      const pairs = bestPairs(queryLengths, name.lengths, (q, i) => pairScore(q, name.tokenIds[i]));
      const neutral = { outcome: 'not-compared' as const, adjustment: 0 };
      yield {
        entry: this.entries[name.entryIndex],
        name,
        pairs,
        dob: neutral,
        country: neutral,
        final: pairs.score,
      };
    }
  }

  private versionOf(source: WatchlistSource): ListVersionRef {
    return this.versions.get(source) ?? { source, sha256: 'unversioned', fetchedAt: '' };
  }
}

export { WATCHLIST_TYPE_LABELS };
