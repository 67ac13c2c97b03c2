import type { ScreenedMatch } from '../screen-subject/watchlist-subject.events';
import type { StoredScreening } from './watchlist-screenings.projection';
import { actorLabel, translate, translateIfKnown, type Language } from '../../shared/i18n';

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

/**
 * A match's details ('OFAC SDN 123; individual; DOB 1970; countries IR; remarks') with our labels in
 * the reader's language; the list's own data (ids, dates, codes, remarks) stays as published.
 */
export function localizedMatchDetails(language: Language, details: string, entityType: string): string {
  if (language === 'en' || !details) return details;
  return details
    .split('; ')
    .map((part, i) => {
      if (i === 1 && part === entityType) return translateIfKnown(language, `watchlist.entity.${part}`, part);
      if (part.startsWith('DOB ')) return translate(language, 'watchlist.dob', { dates: part.slice(4) });
      if (part.startsWith('countries '))
        return translate(language, 'watchlist.countries', { countries: part.slice(10) });
      return part;
    })
    .join('; ');
}

/**
 * Who reviewed, in the reader's language: reviews store an API key's own name with its negative id
 * (older ones "API key '…'"), so the label is rendered here, not stored.
 */
export function reviewerLabel(by: { id: number | null; name: string }, language: Language) {
  return { ...by, name: actorLabel(by, language) };
}

/** SPEC §3 "Watchlist result" plus the explanation, review and list version of each match. */
export function watchlistResultView(r: StoredScreening, language: Language = 'en') {
  return {
    riskLevel: r.riskLevel,
    matchStatus: r.matchStatus,
    countryCodes: r.countryCodes,
    watchlistTypes: r.watchlistTypes,
    matches: r.matches.map((m) => ({
      name: m.name,
      score: m.score,
      sanctionType: m.sanctionType,
      details: localizedMatchDetails(language, m.details, m.entityType),
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
      review: m.review && { ...m.review, by: reviewerLabel(m.review.by, language) },
    })),
    reviewStatus: reviewStatus(r.matches),
    flaggedEntryIds: r.flaggedEntryIds,
    listVersion: { key: r.versionKey, threshold: r.threshold, lists: r.listVersions },
    trigger: r.trigger,
    screenedAt: r.screenedAt,
  };
}

export type WatchlistResultView = ReturnType<typeof watchlistResultView>;
