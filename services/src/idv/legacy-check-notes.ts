import type { CheckEvidence } from './documents/document-check-types';

/** A check note as the read side renders it: an `idvNote.*` key and its parameters. */
export interface NoteText {
  key: string;
  params: Record<string, string>;
}

/**
 * The English wordings the document checks wrote into `evidence.note` before notes were keys
 * (before commit dfa132e), and the English reasons read-document.ts put into the `reason`
 * parameter until unreadable documents gave a key too. Events are immutable, so an older check is
 * upcast when it is read: its text is matched here and becomes the key and parameters that say the
 * same today, rendered in the reader's language like any newer note.
 *
 * This table is a frozen copy of those wordings, deliberately not derived from the catalogue's
 * current English: looking texts up in the live catalogue is what silently stopped translating a
 * note whenever its wording changed, and these wordings can no longer change (no code writes them).
 * A note none of them matches is shown as it was stored.
 */
export const LEGACY_NOTES: Readonly<Record<string, string>> = {
  'requires an IDV provider (selfie, liveness or forensic model); not run by the document core':
    'idvNote.provider',
  'no document data': 'idvNote.noData',
  'no document data: {reason}': 'idvNote.noDataBecause',
  'MRZ document: no PDF417 barcode (see mrz_check_digits)': 'idvNote.mrzNoPdf417See',
  'MRZ document: no PDF417 barcode': 'idvNote.mrzNoPdf417',
  'PDF417 not decoded: {reason}': 'idvNote.pdf417NotDecoded',
  'missing mandatory element(s): {elements}': 'idvNote.missingElements',
  'missing mandatory element(s): {elements}; header: {issues}': 'idvNote.missingElementsHeader',
  'mandatory elements present': 'idvNote.elementsPresent',
  'mandatory elements present; header: {issues}': 'idvNote.elementsPresentHeader',
  'AAMVA card: no MRZ (see pdf_417)': 'idvNote.aamvaNoMrzSee',
  'AAMVA card: no MRZ': 'idvNote.aamvaNoMrz',
  'MRZ not read: {reason}': 'idvNote.mrzNotRead',
  'all {count} check digits valid': 'idvNote.checkDigitsValid',
  'no document number on file for the applicant': 'idvNote.noNumberOnFile',
  'document carries no number': 'idvNote.noNumberOnDocument',
  'applicant date of birth "{value}" is not a date': 'idvNote.dobNotADate',
  'no readable date of birth on the document': 'idvNote.noDobOnDocument',
  'no second source for the expiry date': 'idvNote.noSecondExpiry',
  'expiry on file "{value}" is not a date': 'idvNote.expiryNotADate',
  'no readable expiry date on the document': 'idvNote.noExpiryOnDocument',
  'no readable expiry date; validity on {date} cannot be shown': 'idvNote.noExpiryValidity',
  'valid on {date}': 'idvNote.validOn',
  'expired before {date}': 'idvNote.expiredBefore',
  'REAL ID applies to US driver licences and ID cards only': 'idvNote.realIdUsOnly',
  'REAL ID applies to US-issued cards only': 'idvNote.realIdUsIssued',
  'fully REAL ID compliant': 'idvNote.realIdCompliant',
  'card declares itself not REAL ID compliant': 'idvNote.realIdNot',
  '"{value}" is not "F" (fully compliant)': 'idvNote.realIdOther',
  'AAMVA v{version} card without DDA: REAL ID compliance not declared': 'idvNote.realIdUndeclared',
  'names match': 'idvNote.namesMatch',
  'names match; document name truncated, compared as prefix': 'idvNote.namesMatchTruncated',
  '{names} differ': 'idvNote.namesDiffer',
  '{names} differ; document name truncated, compared as prefix': 'idvNote.namesDifferTruncated',
  // The `names` that differed.
  'last name': 'idvNote.lastName',
  'first name': 'idvNote.firstName',
  'last name and first name': 'idvNote.lastAndFirstName',
  // An unreadable document's `reason` (read-document.ts), with the parser's words as `detail`.
  'no PDF417 barcode found on the ID back': 'idvNote.noBarcode',
  'the ID back image could not be decoded': 'idvNote.imageNotDecoded',
  'MRZ not readable: {detail}': 'idvNote.mrzNotReadable',
  'barcode is not an AAMVA ID: {detail}': 'idvNote.notAamva',
};

/** The parameters that held a text of their own (a reason, the names); the others are data. */
const TEXT_PARAMS = new Set(['reason', 'names']);

interface Wording {
  key: string;
  names: string[];
  regex: RegExp;
  literalLength: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The most specific wording first: '… element(s): {elements}; header: {issues}' before '… {elements}'.
const WORDINGS: readonly Wording[] = Object.entries(LEGACY_NOTES)
  .map(([wording, key]) => ({
    key,
    names: [...wording.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    regex: new RegExp(
      `^${wording
        .split(/\{\w+\}/)
        .map(escapeRegex)
        .join('(.+?)')}$`,
      's',
    ),
    literalLength: wording.replace(/\{\w+\}/g, '').length,
  }))
  .sort((a, b) => b.literalLength - a.literalLength);

/**
 * An English note of an older event as a key and parameters, or null when it is none of the
 * wordings above. A parameter that held a text ('reason', 'names') becomes its key, and that key's
 * own parameters join the others (notes keep one flat set of parameters).
 */
export function upcastNote(english: string, depth = 0): NoteText | null {
  for (const { key, names, regex } of WORDINGS) {
    const match = regex.exec(english);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = match[i + 1];
      const inner = TEXT_PARAMS.has(name) && depth < 2 ? upcastNote(value, depth + 1) : null;
      if (inner) Object.assign(params, inner.params);
      params[name] = inner ? inner.key : value;
    });
    return { key, params };
  }
  return null;
}

/**
 * The note of any stored check as a key and parameters: a newer one as it is (an English reason in
 * its parameters upcast, as checks recorded before unreadable documents gave a key carry), an older
 * one's English text upcast, or null when there is no note or its text is none of the known wordings.
 */
export function storedNote(evidence: CheckEvidence): NoteText | null {
  if (evidence.noteKey) {
    const params: Record<string, string> = { ...evidence.noteParams };
    for (const name of TEXT_PARAMS) {
      const value = params[name];
      const inner = value === undefined || value.startsWith('idvNote.') ? null : upcastNote(value, 1);
      if (inner) Object.assign(params, inner.params, { [name]: inner.key });
    }
    return { key: evidence.noteKey, params };
  }
  return evidence.note ? upcastNote(evidence.note) : null;
}
