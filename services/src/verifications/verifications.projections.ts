import { InlineProjection } from '../shared/event-store/projection';
import { importsProjection } from './read-models/imports.projection';
import { sessionDaysProjection } from './read-models/session-days.projection';
import { sessionIdvFormsProjection } from './read-models/session-idv-forms.projection';
import { verificationSessionsProjection } from './read-models/verification-sessions.projection';

export const verificationsInlineProjections: InlineProjection[] = [
  verificationSessionsProjection,
  importsProjection,
  sessionIdvFormsProjection,
  sessionDaysProjection,
];
