import { sealExistingStaffText, unsealedStaffText } from '../privacy/sealed-staff-text.public';
import { MATCH_REVIEW_TEXT } from './sealed-match-reviews';

/** The seal-existing pass's step for match reviews' reasons written in the clear before. */
export const sealExistingMatchReviews = sealExistingStaffText(MATCH_REVIEW_TEXT);
export const unsealedMatchReviews = unsealedStaffText(MATCH_REVIEW_TEXT);
