import { ConflictError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';

/** Only a selfie match in review can be decided, and only once (a new submission starts a new match). */
export class SelfieMatchNotInReviewError extends ConflictError {
  constructor() {
    super('IDV.SELFIE_NOT_IN_REVIEW', localized('faceReview.notInReview'));
  }
}
