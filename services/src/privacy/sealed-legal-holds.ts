import { type StaffTextSpec, staffTextCodec } from './sealed-staff-text';

/**
 * A legal hold's reasons (placing and releasing it): typed about the applicant's case, they can name
 * them, so they are sealed with the applicant's key. An open hold refuses the erasure, so its reason
 * is readable for as long as it holds; after a release and an erasure the history keeps who placed
 * and released it and when, the reasons shown as erased.
 */
export const LEGAL_HOLD_TEXT: StaffTextSpec = {
  name: 'legal-hold-reasons',
  fields: { LegalHoldPlaced: ['reason'], LegalHoldReleased: ['reason'] },
  subjectOf: (data) => (typeof data.subjectUuid === 'string' ? data.subjectUuid : null),
};

export const legalHoldTextCodec = staffTextCodec(LEGAL_HOLD_TEXT);
