import { InlineProjection } from '../shared/event-store/projection';
import { apiKeysProjection } from './api-keys.projection';

export const apiKeysInlineProjections: InlineProjection[] = [apiKeysProjection];
