import { InlineProjection } from '../shared/event-store/projection';
import { sessionDaysProjection } from './read-models/session-days.projection';
import { sessionIdvFormsProjection } from './read-models/session-idv-forms.projection';
import { verificationSessionsProjection } from './read-models/verification-sessions.projection';

export const sessionsInlineProjections: InlineProjection[] = [
  verificationSessionsProjection,
  sessionIdvFormsProjection,
  sessionDaysProjection,
];
