import { type StaffTextSpec, staffTextCodec } from '../privacy/sealed-staff-text.public';

/**
 * A reviewer's reason on a watchlist match (docs/privacy.md, inventory): typed about the applicant,
 * sealed with their key, in the review's event and where a rescreen carries the review over into
 * the screening's matches. The decision, the entry, who and when stay in the clear.
 */
export const MATCH_REVIEW_TEXT: StaffTextSpec = {
  name: 'watchlist-review-text',
  fields: {
    WatchlistMatchReviewed: ['reason'],
    WatchlistScreened: ['matches.*.review.reason'],
  },
  subjectOf: (data) => (typeof data.sessionUuid === 'string' ? data.sessionUuid : null),
};

export const matchReviewTextCodec = staffTextCodec(MATCH_REVIEW_TEXT);
