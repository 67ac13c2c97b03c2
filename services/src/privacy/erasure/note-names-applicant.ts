import type { Tx } from '../../shared/database/database';

/**
 * What a feature has on file of an applicant that a typed note could quote (name parts, e-mail,
 * phone, date of birth, student id), from its read models, in the caller's tenant transaction.
 */
export type ApplicantValues = (tx: Tx, companyId: number, subjectUuid: string) => Promise<string[]>;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (s: string) => s.replace(/\D/g, '');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The written forms of a date of birth a note could use: ISO, US and European order. */
function dateForms(iso: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return [];
  const [, y, mo, d] = m;
  return [iso, `${mo}/${d}/${y}`, `${d}/${mo}/${y}`, `${d}.${mo}.${y}`, `${d}-${mo}-${y}`];
}

/**
 * Whether the note quotes one of the applicant's values: a name part or a student id as a whole
 * word (accents and case aside), an e-mail address, a date of birth in a usual form, or a phone
 * number's last seven digits. The erasure's note is kept after the erasure (it says why, for an
 * auditor), so it must not be the place where the applicant survives it (docs/privacy.md).
 */
export function noteNamesApplicant(note: string, values: readonly string[]): boolean {
  const text = fold(note);
  const noteDigits = digits(note);
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    if (value.includes('@')) {
      if (text.includes(fold(value))) return true;
      continue;
    }
    const dates = dateForms(value);
    if (dates.length) {
      if (dates.some((d) => note.includes(d))) return true;
      continue;
    }
    const phone = digits(value);
    if (phone.length >= 7 && phone.length === value.replace(/[\s()+.-]/g, '').length) {
      if (noteDigits.includes(phone.slice(-7))) return true;
      continue;
    }
    for (const word of fold(value).split(/[\s-]+/))
      if (
        word.length >= 2 &&
        new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'u').test(text)
      )
        return true;
  }
  return false;
}
