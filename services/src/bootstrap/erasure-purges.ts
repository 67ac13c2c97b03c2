import type { ApplicantsOfCompany, PurgeErased } from '../privacy/applicant-keys.public';
import type { RetentionParts } from '../privacy/retention.public';
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

/**
 * Every feature's purge of an erased applicant's read-model rows, run by an erasure and again at
 * start for erasures a restored database did not know (privacy/reapply-erasures.ts). A feature that
 * keeps personal data in a read model adds its purge here.
 */
export const ERASURE_PURGES: readonly PurgeErased[] = [
  purgeErasedReviewItems,
  purgeErasedScreenings,
  purgeErasedIdvs,
  purgeErasedSessions,
];

/** Where an offboarding finds a company's applicants. */
export const APPLICANTS_OF_COMPANY: readonly ApplicantsOfCompany[] = [sessionApplicantsOf, idvApplicantsOf];

/** The retention job's steps, by the features that keep the data. */
export const RETENTION_PARTS: RetentionParts = {
  deleteImagesDecidedBefore: deleteIdvImagesDecidedBefore,
  deleteReportsMadeBefore,
  staleApplicants: [staleSessionApplicants, staleIdvApplicants],
  activeSince: [sessionsActiveSince, idvActiveSince],
};
