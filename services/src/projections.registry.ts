import { identityAsyncProjections, identityInlineProjections } from './identity/identity.projections';
import { AsyncProjection, InlineProjection } from './shared/event-store/projection';
import { applicantImportInlineProjections } from './applicant-import/applicant-import.projections';
import { sessionsInlineProjections } from './sessions/sessions.projections';
import { dashboardStatsProjection } from './dashboard/dashboard-stats.projection';
import { watchlistInlineProjections } from './watchlist/watchlist.projections';
import { idvInlineProjections } from './idv/idv.projections';
import { apiKeysInlineProjections } from './api-keys/api-keys.projections';
import { webhookEndpointsProjection } from './webhooks/webhook-endpoints.projection';
import { reviewQueueInlineProjections } from './review-queue/review-queue.projections';
import { privacyProjection } from './privacy/privacy.projections';
import { financialAidInlineProjections } from './financial-aid/financial-aid.projections';
import { registerEventCodec } from './shared/event-store/event-codec';
import { idvEventCodec } from './idv/idv.projections';
import { finaidEventCodec } from './financial-aid/financial-aid.projections';
import { reviewNotesCodec } from './review-queue/review-queue.projections';
import { matchReviewTextCodec } from './watchlist/watchlist.projections';
import { legalHoldTextCodec } from './privacy/privacy.projections';

/** Every projection of the product, by kind; features add theirs here. */
export const INLINE_PROJECTIONS: InlineProjection[] = [
  ...identityInlineProjections,
  ...sessionsInlineProjections,
  ...applicantImportInlineProjections,
  ...watchlistInlineProjections,
  ...idvInlineProjections,
  ...apiKeysInlineProjections,
  webhookEndpointsProjection,
  ...reviewQueueInlineProjections,
  privacyProjection,
  ...financialAidInlineProjections,
];
export const ASYNC_PROJECTIONS: AsyncProjection[] = [...identityAsyncProjections, dashboardStatsProjection];

/**
 * The features' event codecs (personal fields, and what staff typed about an applicant, sealed with
 * the applicant's key): registered when this module loads, as every process that appends or replays
 * events loads it for its projections.
 */
export const EVENT_CODECS = [
  idvEventCodec,
  finaidEventCodec,
  reviewNotesCodec,
  matchReviewTextCodec,
  legalHoldTextCodec,
];
EVENT_CODECS.forEach(registerEventCodec);

export function findProjection(name: string) {
  return [...INLINE_PROJECTIONS, ...ASYNC_PROJECTIONS].find((p) => p.name === name);
}
