import type { Language } from '../language';
import type { AreaMessages } from './define-messages';
import { actorMessages } from './actor.messages';
import { errorMessages } from './errors.messages';
import { faceMessages } from './face.messages';
import { idvMessages } from './idv.messages';
import { mfaMessages } from './mfa.messages';
import { reasonCodeMessages } from './reason-codes.messages';
import { reportMessages } from './reports.messages';
import { reviewQueueMessages } from './review-queue.messages';
import { successMessages } from './success.messages';
import { ssoMessages } from './sso.messages';
import { watchlistMessages } from './watchlist.messages';
import { signInSessionMessages } from './sign-in-sessions.messages';
import { importReportMessages } from './import-report.messages';
import { applicantMessageTexts } from './applicant-messages.messages';
import { reportFileMessages } from './report-file.messages';
import { privacyMessages } from './privacy.messages';
import { financialAidMessages } from './financial-aid.messages';
import { financialAidReportMessages } from './financial-aid-report.messages';
import { consentMessages } from './consent.messages';
import { erasureCertificateMessages } from './erasure-certificate.messages';
import { resubmissionMessages } from './resubmission.messages';

/**
 * Every area's texts. To add an area: write `<area>.messages.ts` with `defineMessages(en, {fr, de, nl})`
 * (keys start with the area's name) and list it here.
 */
const AREAS = [
  errorMessages,
  reasonCodeMessages,
  idvMessages,
  faceMessages,
  reportMessages,
  successMessages,
  watchlistMessages,
  actorMessages,
  signInSessionMessages,
  importReportMessages,
  applicantMessageTexts,
  reportFileMessages,
  ssoMessages,
  mfaMessages,
  reviewQueueMessages,
  privacyMessages,
  financialAidMessages,
  financialAidReportMessages,
  consentMessages,
  erasureCertificateMessages,
  resubmissionMessages,
] as const;

type KeysOf<A> = A extends AreaMessages<infer K> ? K : never;
export type MessageKey = KeysOf<(typeof AREAS)[number]>;

export const CATALOGUE = Object.fromEntries(
  (['en', 'fr', 'de', 'nl'] as const).map((language) => [
    language,
    Object.assign({}, ...AREAS.map((area) => area[language])),
  ]),
) as Record<Language, Record<MessageKey, string>>;

/** The areas one by one (tests check each for the same keys and parameters in every language). */
export const MESSAGE_AREAS: readonly AreaMessages<string>[] = AREAS;
