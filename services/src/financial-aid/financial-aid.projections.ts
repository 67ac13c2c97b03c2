import type { InlineProjection } from '../shared/event-store/projection';
import { finaidCasesProjection } from './read-models/finaid-cases.projection';

export { finaidEventCodec } from './sealed-finaid-events';

export const financialAidInlineProjections: InlineProjection[] = [finaidCasesProjection];
