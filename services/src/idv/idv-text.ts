import { englishMatcher } from '../shared/i18n/english-text';
import { formatDate, hasMessage, translate, translateIfKnown, type Language } from '../shared/i18n';
import { idvMessages } from '../shared/i18n/messages/idv.messages';
import type { CheckEvidence } from './documents/document-check-types';

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

/**
 * A check's note in the reader's language: from its key and parameters (a parameter that is itself an
 * `idvNote.*` key is translated, an ISO day shown as 'DD MMM YYYY', a parser's reason looked up by its
 * English text), or, for events recorded before notes were keys, from its English text.
 */
export function noteText(language: Language, evidence: CheckEvidence): string | undefined {
  if (evidence.noteKey && hasMessage(evidence.noteKey)) {
    const params = Object.fromEntries(
      Object.entries(evidence.noteParams ?? {}).map(([name, value]) => [
        name,
        (value.startsWith('idvNote.') || value.startsWith('faceIssue.')) && hasMessage(value)
          ? translate(language, value)
          : ISO_DAY.test(value)
            ? formatDate(language, value)
            : checkNoteText(language, value),
      ]),
    );
    return translate(language, evidence.noteKey, params);
  }
  return evidence.note ? checkNoteText(language, evidence.note) : undefined;
}

/** Evidence with its note rendered for the reader (`note`); the key and parameters stay for API clients. */
export function localizedEvidence(language: Language, evidence: CheckEvidence | undefined): CheckEvidence {
  const e = evidence ?? {};
  const note = noteText(language, e);
  return note === undefined ? e : { ...e, note };
}
