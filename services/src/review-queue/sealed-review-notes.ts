import { type StaffTextSpec, staffTextCodec } from '../privacy/sealed-staff-text.public';

/**
 * What staff write in the review queue about an applicant (docs/privacy.md, inventory): a note, a
 * decision's note (an escalation's too), a four-eyes request's reason. Sealed with the applicant's
 * key; the outcome, kind, codes, item, who and when stay in the clear for the history.
 */
export const REVIEW_NOTES: StaffTextSpec = {
  name: 'review-notes',
  fields: {
    ApplicantNoteAdded: ['note'],
    ReviewDecided: ['note'],
    ApprovalRequested: ['reason'],
  },
  subjectOf: (data) => (typeof data.sessionUuid === 'string' ? data.sessionUuid : null),
};

export const reviewNotesCodec = staffTextCodec(REVIEW_NOTES);
