import type { ApplicantsOfCompany, KnownApplicants, PurgeErased } from '../privacy/applicant-keys.public';
import type { RetentionParts } from '../privacy/retention.public';
import { purgeErasedHoldReasons } from '../privacy/erasures.public';
import type { KeptDecisions } from '../privacy/kept-decisions.public';
import type { ApplicantValues } from '../privacy/erasures.public';
import { sessionApplicantValues } from '../sessions/session-records.public';
import { idvApplicantValues } from '../idv/idv-applicant-values.public';
import { keptIdvDecisions } from '../idv/kept-idv-decisions.public';
import { keptReviewDecisions } from '../review-queue/kept-review-decisions.public';
import { keptMatchReviews } from '../watchlist/kept-match-reviews.public';
import {
  deleteIdvImagesDecidedBefore,
  deleteReportsMadeBefore,
  idvActiveSince,
  staleIdvApplicants,
} from '../idv/idv-retention.public';
import {
  purgeErasedSessions,
  sessionApplicantsOf,
  sessionsActiveSince,
  staleSessionApplicants,
} from '../sessions/purge-erased-sessions.public';
import { idvApplicantsOf, purgeErasedIdvs } from '../idv/purge-erased-idvs.public';
import { purgeErasedScreenings } from '../watchlist/purge-erased-screenings.public';
import { purgeErasedReviewItems } from '../review-queue/purge-erased-review-items.public';
import {
  finaidApplicantValues,
  finaidStudentsOf,
  knownFinaidCases,
  purgeErasedFinaidCases,
} from '../financial-aid/purge-erased-cases.public';

/**
 * Every feature's purge of an erased applicant's read-model rows, run by an erasure and again at
 * start for erasures a restored database did not know (privacy/reapply-erasures.ts). A feature that
 * keeps personal data in a read model adds its purge here.
 */
export const ERASURE_PURGES: readonly PurgeErased[] = [
  purgeErasedReviewItems,
  purgeErasedFinaidCases,
  purgeErasedScreenings,
  purgeErasedIdvs,
  purgeErasedSessions,
  purgeErasedHoldReasons,
];

/** Where an offboarding finds a company's applicants. */
export const APPLICANTS_OF_COMPANY: readonly ApplicantsOfCompany[] = [
  sessionApplicantsOf,
  idvApplicantsOf,
  finaidStudentsOf,
];

/** Which of some uuids a feature has a record of, ever (active at any time since the epoch). */
const EVER = new Date(0);
export const KNOWN_APPLICANTS: readonly KnownApplicants[] = [
  (tx, companyId, uuids) => sessionsActiveSince(tx, companyId, uuids, EVER),
  (tx, companyId, uuids) => idvActiveSince(tx, companyId, uuids, EVER),
  knownFinaidCases,
];

/**
 * Where the staff's decisions and notes about an applicant are kept in the event log (they outlive
 * the erasure, their texts erased with the key): the erased applicant's page lists them.
 */
export const KEPT_DECISIONS: readonly KeptDecisions[] = [
  keptIdvDecisions,
  keptReviewDecisions,
  keptMatchReviews,
];

/** What each feature has on file of an applicant, that the erasure's own note must not quote. */
export const APPLICANT_VALUES: readonly ApplicantValues[] = [
  sessionApplicantValues,
  idvApplicantValues,
  finaidApplicantValues,
];

/** What the erasure asks of the features: purges, a company's applicants, whether one exists. */
export const ERASURE_PARTS = {
  purges: ERASURE_PURGES,
  applicantsOf: APPLICANTS_OF_COMPANY,
  known: KNOWN_APPLICANTS,
  decisions: KEPT_DECISIONS,
  values: APPLICANT_VALUES,
};

/** The retention job's steps, by the features that keep the data. */
export const RETENTION_PARTS: RetentionParts = {
  deleteImagesDecidedBefore: deleteIdvImagesDecidedBefore,
  deleteReportsMadeBefore,
  staleApplicants: [staleSessionApplicants, staleIdvApplicants],
  activeSince: [sessionsActiveSince, idvActiveSince],
};
