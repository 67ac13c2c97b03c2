/**
 * Why staff ask an applicant for new photos: codes, each a sentence the applicant reads in their own
 * language on the capture page and in the new link's message (idv.messages: `idvResubmission.reason.*`).
 */
export const RESUBMISSION_REASONS = [
  'back_blurred',
  'front_blurred',
  'glare',
  'document_cut_off',
  'document_expired',
  'wrong_document',
  'selfie_too_dark',
  'selfie_face_hidden',
] as const;
export type ResubmissionReason = (typeof RESUBMISSION_REASONS)[number];
