import {
  formatDate,
  formatDecimal,
  hasMessage,
  translate,
  translateIfKnown,
  type Language,
} from '../shared/i18n';
import type { CheckEvidence } from './documents/document-check-types';
import { storedNote } from './legacy-check-notes';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The note parameters that are figures (a similarity, its thresholds, the liveness scores). The
 * checks store them as text written with a point ('0.412'); the reader sees their language's
 * decimal sign ('0,412'), with the digits that were stored.
 */
const FIGURES = new Set([
  'score',
  'threshold',
  'pass',
  'fail',
  'antispoof',
  'antispoofThreshold',
  'liveness',
  'livenessThreshold',
  'difference',
]);
const DECIMAL = /^-?\d+\.\d+$/;

/** A stored figure ('0.412') in the reader's language ('0,412' in fr/de/nl); anything else as it is. */
export function localizedFigure(language: Language, value: string): string {
  return DECIMAL.test(value) ? formatDecimal(language, Number(value), value.split('.')[1].length) : value;
}

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
 * A check's note in the reader's language, from its key and parameters: a parameter that is itself
 * an `idvNote.*` or `faceIssue.*` key is rendered too (from the same parameters), an ISO day is shown
 * as 'DD MMM YYYY', a figure with the reader's decimal sign, anything else (a parser's words, a document's value) as it is. Checks recorded
 * before notes were keys are upcast first (legacy-check-notes.ts); a note that cannot be is shown as
 * it was stored.
 */
export function noteText(language: Language, evidence: CheckEvidence): string | undefined {
  const note = storedNote(evidence);
  if (note && hasMessage(note.key)) return renderNote(language, note.key, note.params);
  return evidence.note;
}

const isNoteKey = (value: string) =>
  (value.startsWith('idvNote.') || value.startsWith('faceIssue.')) && hasMessage(value);

function renderNote(language: Language, key: string, params: Record<string, string>, depth = 0): string {
  if (!hasMessage(key)) return key;
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      isNoteKey(value) && value !== key && depth < 2
        ? renderNote(language, value, params, depth + 1)
        : ISO_DAY.test(value)
          ? formatDate(language, value)
          : FIGURES.has(name)
            ? localizedFigure(language, value)
            : value,
    ]),
  );
  return translate(language, key, values);
}

/** Evidence with its note rendered for the reader (`note`); the key and parameters stay for API clients. */
export function localizedEvidence(language: Language, evidence: CheckEvidence | undefined): CheckEvidence {
  const e = evidence ?? {};
  const note = noteText(language, e);
  return note === undefined ? e : { ...e, note };
}
