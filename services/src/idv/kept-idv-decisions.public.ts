import type { Recorded } from '../shared/domain/event';
import { openFromStore } from '../shared/event-store/event-codec';
import { type EventRow, toRecordedEvent } from '../shared/event-store/recorded-event.mapper';
import { actorLabel, translator } from '../shared/i18n';
import type { KeptDecisions } from '../privacy/kept-decisions.public';
import { FORM_TYPES, type IdvEvent, idvStreamId } from './idv.events';
import { resultText } from './idv-text';

type StaffDecision = Extract<
  Recorded<IdvEvent>,
  { type: 'IdvResultOverridden' | 'IdvSelfieMatchReviewed' | 'IdvResubmissionRequested' }
>;

/**
 * The staff's decisions on an applicant's IDVs (docs/privacy.md, "Erasure on request"): overrides,
 * selfie-match decisions and requests for new photos, from the IDV streams (which outlive the
 * record), each with its reason or note; those read as erased once the applicant's key is destroyed.
 */
export const keptIdvDecisions: KeptDecisions = async (tx, companyId, subjectUuid, language) => {
  const { rows } = await tx.query<EventRow>(
    `SELECT * FROM events WHERE stream_id = ANY($1::text[]) AND company_id = $2
        AND type IN ('IdvResultOverridden', 'IdvSelfieMatchReviewed', 'IdvResubmissionRequested')
      ORDER BY global_position`,
    [FORM_TYPES.map((form) => idvStreamId(subjectUuid, form)), companyId],
  );
  const t = translator(language);
  const events = (await openFromStore(tx, rows.map(toRecordedEvent))) as StaffDecision[];
  return events.map((e) => {
    const form = t(
      `idvHistory.form.${e.streamId.split(':')[2] === 'FINANCIAL_AID' ? 'FINANCIAL_AID' : 'ADMISSIONS'}`,
    );
    const erased = e.personalDataErased === true;
    const text = (value: string | null | undefined) => ({
      note: erased ? null : (value ?? null),
      note_erased: erased,
    });
    switch (e.type) {
      case 'IdvResultOverridden':
        return {
          at: e.data.overriddenAt,
          by: actorLabel(e.data.overriddenBy, language),
          what: t('keptDecision.idvOverridden', {
            form,
            previous: resultText(language, e.data.previous),
            result: resultText(language, e.data.overallValidation),
          }),
          ...text(e.data.reason),
        };
      case 'IdvSelfieMatchReviewed':
        return {
          at: e.data.reviewedAt,
          by: actorLabel(e.data.reviewedBy, language),
          what: t('keptDecision.selfieReviewed', {
            form,
            decision: t(`idvHistory.selfieDecision.${e.data.decision}`),
          }),
          ...text(e.data.reason),
        };
      case 'IdvResubmissionRequested':
        return {
          at: e.data.requestedAt,
          by: actorLabel(e.data.requestedBy, language),
          what: t('keptDecision.resubmission', {
            form,
            reason: t(`idvResubmission.reason.${e.data.reason}`),
          }),
          ...text(e.data.note),
        };
    }
  });
};
