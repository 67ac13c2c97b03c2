import { translateIfKnown, translator, type Language } from '../shared/i18n';
import type { KeptDecisions } from '../privacy/kept-decisions.public';
import { applicantReviewHistory, type ReviewHistoryEntry } from './applicant-review-history.public';

/** What a line decided, in words: the outcome and its codes (a resubmission's reason, a four-eyes action). */
function decisionText(language: Language, e: ReviewHistoryEntry): string {
  if (e.type === 'note') return translator(language)('reviewQueue.report.noteLine');
  const code = (c: string) =>
    translateIfKnown(
      language,
      `idvResubmission.reason.${c}`,
      translateIfKnown(language, `reviewQueue.action.${c}`, c),
    );
  return [
    translateIfKnown(language, `reviewQueue.outcome.${e.outcome}`, String(e.outcome)),
    ...e.codes.map(code),
  ].join(' · ');
}

/**
 * The notes, decisions and four-eyes requests of an applicant's review history (docs/privacy.md,
 * "Erasure on request"): they stay in the event log after the erasure, their texts erased with the key.
 */
export const keptReviewDecisions: KeptDecisions = async (tx, companyId, subjectUuid, language) =>
  (await applicantReviewHistory(tx, companyId, subjectUuid))
    .filter((e) => e.type === 'note' || e.type === 'decided' || e.type === 'approval_requested')
    .map((e) => ({
      at: e.at,
      by: e.by.name,
      what: decisionText(language, e),
      note: e.note,
      note_erased: e.note_erased,
    }));
