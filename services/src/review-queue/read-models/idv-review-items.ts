import type { Tx } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import type {
  IdvCompleted,
  IdvResubmissionRequested,
  IdvResultOverridden,
  IdvSelfieMatchReviewed,
} from '../../idv/idv.events';
import { reviewItemKeys } from '../review-assignments.public';
import { closeItems, lastClosedBy, raiseItem } from './review-item-rows';

const SELFIE_MATCH = 'selfie_verification';

/** `idv:<session uuid>:<form type>` */
function idvOf(streamId: string) {
  const [, sessionUuid, formType] = streamId.split(':');
  return { sessionUuid, formType };
}

/**
 * A completed check raises a selfie item when the match is in review, and a check item when a
 * required check failed or could not decide. A selfie match a person already decided (NO_MATCH)
 * raises no check item: the person's decision is the decision.
 */
export async function idvCompleted(tx: Tx, event: Recorded<IdvCompleted>): Promise<void> {
  const { sessionUuid, formType } = idvOf(event.streamId);
  const selfieKey = reviewItemKeys.idvSelfie(event.streamId);
  const checkKey = reviewItemKeys.idvCheck(event.streamId);
  const inReview = event.data.inReview ?? [];
  if (inReview.includes(SELFIE_MATCH))
    await raiseItem(tx, event, {
      key: selfieKey,
      kind: 'idv_selfie',
      sessionUuid,
      formType,
      reasonCodes: [...inReview],
      score: event.data.overallValue,
    });
  else await closeItems(tx, event, [selfieKey], 'superseded');

  const pending = event.data.pendingRequired ?? [];
  const failing = event.data.overallValidation === 'FAILED' ? [...(event.data.failedRequired ?? [])] : [];
  let codes = [...new Set([...failing, ...pending])];
  if (
    codes.includes(SELFIE_MATCH) &&
    (await lastClosedBy(tx, event.companyId, selfieKey)) === 'IdvSelfieMatchReviewed'
  )
    codes = codes.filter((c) => c !== SELFIE_MATCH);
  if (codes.length)
    await raiseItem(tx, event, {
      key: checkKey,
      kind: 'idv_check',
      sessionUuid,
      formType,
      reasonCodes: codes,
      score: event.data.overallValue,
    });
  else await closeItems(tx, event, [checkKey], 'superseded');
}

/** An override decides the IDV: every item it had closes. */
export async function idvOverridden(tx: Tx, event: Recorded<IdvResultOverridden>): Promise<void> {
  await closeItems(
    tx,
    event,
    [reviewItemKeys.idvCheck(event.streamId), reviewItemKeys.idvSelfie(event.streamId)],
    event.data.overallValidation,
  );
}

export async function selfieReviewed(tx: Tx, event: Recorded<IdvSelfieMatchReviewed>): Promise<void> {
  await closeItems(tx, event, [reviewItemKeys.idvSelfie(event.streamId)], event.data.decision);
}

/** A request for new photos closes the IDV's items: the new submission raises its own if it needs a person. */
export async function resubmissionRequested(
  tx: Tx,
  event: Recorded<IdvResubmissionRequested>,
): Promise<void> {
  await closeItems(
    tx,
    event,
    [reviewItemKeys.idvCheck(event.streamId), reviewItemKeys.idvSelfie(event.streamId)],
    'resubmission_requested',
  );
}
