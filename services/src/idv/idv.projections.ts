import { InlineProjection } from '../shared/event-store/projection';
import { idvCaptureLinksProjection } from './read-models/idv-capture-links.projection';
import { idvRecordsProjection } from './read-models/idv-records.projection';
import { idvSubjectsProjection } from './read-models/idv-subjects.projection';

export { idvEventCodec } from './sealed-idv-events';

/** Inline: the console and the applicant page read their own writes at once. Dashboard counters: see dashboard/. */
export const idvInlineProjections: InlineProjection[] = [
  idvSubjectsProjection,
  idvRecordsProjection,
  idvCaptureLinksProjection,
];
