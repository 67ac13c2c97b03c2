import type { InlineProjection } from '../shared/event-store/projection';
import { watchlistScreeningsProjection } from './read-models/watchlist-screenings.projection';

export const watchlistInlineProjections: InlineProjection[] = [watchlistScreeningsProjection];
export { matchReviewTextCodec } from './sealed-match-reviews';
