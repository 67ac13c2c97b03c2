/**
 * What other features may use to start the product's remote IDV (the texted and e-mailed capture
 * link) for someone they know: financial aid sends it from a V4/V5 case. `RequestRemoteIdv` is the
 * command the Request Remote ID dialog runs (a new subject, its IDV request and the link, in one
 * transaction); `RequestIdvOnSubject` uses a subject IDV already knows (an applicant), its IDV as it stands.
 */
export { RequestRemoteIdv } from './request-remote-idv.command';
export { RequestIdvOnSubject, type SubjectIdv } from './request-idv-on-subject.command';
export { idvStreamId, type RemoteSubject } from '../idv.events';

/** The result an IDV's completion or override carries, as another feature may read it. */
export type { IdvCompleted, IdvResultOverridden } from '../idv.events';
