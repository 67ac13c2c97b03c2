import type { ScreenedMatch } from '../screen-subject/watchlist-subject.events';
import type { StoredScreening } from './watchlist-screenings.projection';

/**
 * Where the reviews leave the subject: `cleared` when every match is a standing false positive,
 * `confirmed` when any standing decision confirms, `pending` while a match has no standing decision.
 */
export type ReviewStatus = 'no_matches' | 'pending' | 'cleared' | 'confirmed';

const standing = (m: ScreenedMatch) => (m.review && !m.review.invalidatedBecause ? m.review : null);

function reviewStatus(matches: ScreenedMatch[]): ReviewStatus {
  if (!matches.length) return 'no_matches';
  if (matches.some((m) => standing(m)?.decision === 'confirmed')) return 'confirmed';
  return matches.every((m) => standing(m)?.decision === 'false_positive') ? 'cleared' : 'pending';
}

/** SPEC §3 "Watchlist result" plus the explanation, review and list version of each match. */
export function watchlistResultView(r: StoredScreening) {
  return {
    riskLevel: r.riskLevel,
    matchStatus: r.matchStatus,
    countryCodes: r.countryCodes,
    watchlistTypes: r.watchlistTypes,
    matches: r.matches.map((m) => ({
      name: m.name,
      score: m.score,
      sanctionType: m.sanctionType,
      details: m.details,
      entryId: m.entryId,
      source: m.source,
      watchlistType: m.watchlistType,
      entityType: m.entityType,
      countryCodes: m.countryCodes,
      matchedName: m.matchedName,
      matchedAlias: m.matchedNameKind === 'alias' ? m.matchedName : null,
      breakdown: m.breakdown,
      entryContentHash: m.entryContentHash,
      flagged: r.flaggedEntryIds.includes(m.entryId),
      review: m.review,
    })),
    reviewStatus: reviewStatus(r.matches),
    flaggedEntryIds: r.flaggedEntryIds,
    listVersion: { key: r.versionKey, threshold: r.threshold, lists: r.listVersions },
    trigger: r.trigger,
    screenedAt: r.screenedAt,
  };
}

export type WatchlistResultView = ReturnType<typeof watchlistResultView>;
