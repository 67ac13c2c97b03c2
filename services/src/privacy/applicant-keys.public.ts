/**
 * What privacy publishes to the features that keep personal data: the per-applicant key store (seal
 * with `ensure`, read with `find`, a null key means the applicant was erased) and the purge type a
 * feature implements so an erasure deletes its derived rows. docs/privacy.md.
 */
export { ApplicantKeyStore, ApplicantErasedError } from './applicant-key.store';
export type { PurgeErased, ApplicantsOfCompany, KnownApplicants } from './reapply-erasures';
export { retentionScheduleOf, heldApplicants, DEFAULT_RETENTION } from './retention-schedule';
export type { RetentionSchedule } from './retention-schedule';
export { processApplicantKeys, useApplicantKeysOf } from './process-applicant-keys';
export { sealForApplicant, openForApplicant } from './applicant-sealed-bytes';
export { keysOfSubjects, type KeySubject } from './keys-of-subjects';
