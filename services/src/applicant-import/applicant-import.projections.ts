import { InlineProjection } from '../shared/event-store/projection';
import { importsProjection } from './list-imports/imports.projection';

export const applicantImportInlineProjections: InlineProjection[] = [importsProjection];
