import { sealExistingStaffText, unsealedStaffText } from '../privacy/sealed-staff-text.public';
import { REVIEW_NOTES } from './sealed-review-notes';

/** The seal-existing pass's step for review notes written in the clear before (privacy/seal-existing.ts). */
export const sealExistingReviewNotes = sealExistingStaffText(REVIEW_NOTES);
export const unsealedReviewNotes = unsealedStaffText(REVIEW_NOTES);
