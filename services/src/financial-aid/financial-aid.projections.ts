import type { InlineProjection } from '../shared/event-store/projection';
import { finaidCasesProjection } from './read-models/finaid-cases.projection';

export const financialAidInlineProjections: InlineProjection[] = [finaidCasesProjection];
