import { DomainError } from '../shared/domain/domain-error';
import { localized } from '../shared/i18n';

/**
 * What privacy publishes to the features whose detail routes name an applicant: whether they were
 * erased (PrivacyQueries.erasedOn) and the answer to give then, 410 "Erased on <date>" rather than a
 * plain 404, so staff see why the record is gone (docs/privacy.md, "Erasure on request").
 */
export { PrivacyQueries } from './erasure/privacy.queries';

export class ApplicantErasedGone extends DomainError {
  constructor(at: Date) {
    super('ERASED', localized('privacy.erasedOn', { date: at.toISOString().slice(0, 10) }), 410);
  }
}

export { purgeErasedHoldReasons } from './legal-hold/purge-hold-reasons';
export type { ApplicantValues } from './erasure/note-names-applicant';
