import type { MessageKey } from '../../shared/i18n/messages';
import { localized, type Localized } from '../../shared/i18n/translate';

/**
 * Import row errors committed before texts were keys carry only the English sentence the import
 * wrote (`ImportChunkCommitted.errors[].message`, copied as is into `import_errors.message`). Events
 * are immutable, so such a text is upcast when it is read: matched against the wordings below and
 * turned into the key and parameters that say the same thing today.
 *
 * The wordings are a frozen copy of what the import wrote then, deliberately not derived from the
 * catalogue's current English: a lookup in the live catalogue is exactly what silently stopped
 * translating a text whenever its wording changed. This table changes only if old data turns up in
 * a wording it lacks. A text none of them matches is shown as it was stored.
 */
export const LEGACY_WORDINGS: readonly { wording: RegExp; key: MessageKey; params: readonly string[] }[] = [
  // validate-applicant-row.ts
  {
    wording: /^(.+?) is (\d+) characters long; at most (\d+) are accepted$/s,
    key: 'error.valueTooLong',
    params: ['column', 'length', 'max'],
  },
  { wording: /^(.+?) has no letters, so the row names no one$/s, key: 'error.noLetters', params: ['column'] },
  { wording: /^(.+?) is required$/s, key: 'error.columnRequired', params: ['column'] },
  // run-import/chunk-source.ts: a row with the wrong number of fields.
  { wording: /^Expected (\d+) fields, found (\d+)$/, key: 'error.fieldCount', params: ['expected', 'found'] },
  // push-applicants/push-body.ts: an applicant that is not an object of texts.
  { wording: /^Each applicant must be a JSON object$/, key: 'error.applicantNotObject', params: [] },
  { wording: /^(.+?) must be a string$/s, key: 'error.cv.isString', params: ['property'] },
];

/** The key and parameters an English row error of an older import means, or null when it is not one of them. */
export function upcastImportRowError(english: string): Localized | null {
  for (const { wording, key, params } of LEGACY_WORDINGS) {
    const match = wording.exec(english);
    if (match) return localized(key, Object.fromEntries(params.map((name, i) => [name, match[i + 1]])));
  }
  return null;
}
