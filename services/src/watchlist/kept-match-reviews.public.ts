import type { Recorded } from '../shared/domain/event';
import { openFromStore } from '../shared/event-store/event-codec';
import { type EventRow, toRecordedEvent } from '../shared/event-store/recorded-event.mapper';
import { actorLabel, translator } from '../shared/i18n';
import type { KeptDecisions } from '../privacy/kept-decisions.public';
import { type WatchlistMatchReviewed, watchlistStreamId } from './screen-subject/watchlist-subject.events';

/**
 * The reviews of an applicant's watchlist matches (docs/privacy.md, "Erasure on request"): the
 * decision on each entry, who and when, from the screening stream; the reason reads as erased once
 * the applicant's key is destroyed.
 */
export const keptMatchReviews: KeptDecisions = async (tx, companyId, subjectUuid, language) => {
  const { rows } = await tx.query<EventRow>(
    `SELECT * FROM events WHERE stream_id = $1 AND company_id = $2 AND type = 'WatchlistMatchReviewed'
      ORDER BY stream_version`,
    [watchlistStreamId(subjectUuid), companyId],
  );
  const t = translator(language);
  const events = (await openFromStore(tx, rows.map(toRecordedEvent))) as Recorded<WatchlistMatchReviewed>[];
  return events.map((e) => ({
    at: e.data.at,
    by: actorLabel(e.data.by, language),
    what: t('keptDecision.matchReviewed', {
      entry: e.data.entryId,
      decision: t(`keptDecision.match.${e.data.decision}`),
    }),
    note: e.personalDataErased ? null : (e.data.reason ?? null),
    note_erased: e.personalDataErased === true,
  }));
};
