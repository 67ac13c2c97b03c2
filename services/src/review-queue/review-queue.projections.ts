import type { InlineProjection } from '../shared/event-store/projection';
import { reviewItemsProjection } from './read-models/review-items.projection';

export const reviewQueueInlineProjections: InlineProjection[] = [reviewItemsProjection];
export { reviewNotesCodec } from './sealed-review-notes';
