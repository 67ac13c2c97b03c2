import { englishMatcher } from '../shared/i18n/english-text';
import { formatDate, translate, translateIfKnown, type Language } from '../shared/i18n';
import { idvMessages } from '../shared/i18n/messages/idv.messages';
import type { CheckEvidence } from './documents/document-checks';

const noteEntries = Object.fromEntries(
  Object.entries(idvMessages.en).filter(([key]) => key.startsWith('idvNote.')),
);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A check note in the reader's language. Notes are stored as the English text the document checks
 * wrote (older events carry nothing else); they are found in the `idvNote.*` catalogue by that text,
 * dates shown as 'DD MMM YYYY'. A note nobody catalogued is shown as written.
 */
export const checkNoteText: (language: Language, note: string) => string = englishMatcher(
  noteEntries,
  (language, value) => (ISO_DAY.test(value) ? formatDate(language, value) : value),
);

/** 'pdf_417' → 'PDF417 barcode' in the reader's language (the name itself when unknown). */
export const checkName = (language: Language, name: string) =>
  translateIfKnown(language, `idvCheck.${name}`, name);

/** PASSED / FAILED / NOT_PERFORMED / null (pending) as a word of the reader's language. */
export const resultText = (language: Language, result: string | null | undefined) =>
  translateIfKnown(
    language,
    `idvResult.${result ?? 'PENDING'}`,
    result ?? translate(language, 'idvResult.PENDING'),
  );

/** Evidence with its note rendered for the reader. */
export function localizedEvidence(language: Language, evidence: CheckEvidence | undefined): CheckEvidence {
  const e = evidence ?? {};
  return e.note ? { ...e, note: checkNoteText(language, e.note) } : e;
}
