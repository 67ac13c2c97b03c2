import { isWellFormedEmail, readDateOfBirth } from '../../applicant-import/row-checks.public';
import type { ImportRowError } from '../../applicant-import/import.events';
import { LANGUAGES, isLanguage } from '../../shared/i18n/language';
import { localized } from '../../shared/i18n/translate';
import { TRACKING_GROUPS, type TrackingGroup } from '../financial-aid.events';

/** One selection as the school's system sends it: the CSV's columns by canonical name, values as text. */
export type SelectionInput = Readonly<Partial<Record<SelectionColumn, string | null | undefined>>>;

/** The selections file's columns, with the spellings school systems use for them. */
export const SELECTION_COLUMNS = {
  student_id: ['external_id', 'studentid', 'student_number'],
  first_name: ['firstname', 'given_name'],
  last_name: ['lastname', 'surname', 'family_name'],
  date_of_birth: ['dob', 'birth_date', 'birthdate'],
  email: ['email_address', 'e_mail'],
  phone: ['phone_number', 'mobile', 'mobile_phone'],
  award_year: ['aid_year', 'awardyear'],
  tracking_group: ['verification_tracking_group', 'group', 'tracking_flag'],
  ssn: ['tax_id'],
  language: ['preferred_language'],
  deadline: ['due_date'],
} as const;
export type SelectionColumn = keyof typeof SELECTION_COLUMNS;
export const REQUIRED_COLUMNS: readonly SelectionColumn[] = [
  'student_id',
  'first_name',
  'last_name',
  'date_of_birth',
  'award_year',
  'tracking_group',
];

export interface Selection {
  studentId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string | null;
  phone: string | null;
  awardYear: string;
  trackingGroup: TrackingGroup;
  ssn: string | null;
  language: string;
  deadline: string | null;
}

const MAX_TEXT = 100;
const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "2025-26", "2025–26" (en dash), "2025-2026" or "2526" (the ISIR's own spelling): always "2025-26",
 * and only for consecutive years.
 */
export function readAwardYear(value: string): string | undefined {
  const text = value.trim().replace(/[–—/]/g, '-');
  const long = /^(\d{4})-(\d{2}|\d{4})$/.exec(text);
  const short = /^(\d{2})(\d{2})$/.exec(text);
  const first = long ? Number(long[1]) : short ? 2000 + Number(short[1]) : NaN;
  const second = long ? Number(long[2].slice(-2)) : short ? Number(short[2]) : NaN;
  if (!Number.isInteger(first) || first < 2000 || (first + 1) % 100 !== second) return undefined;
  return `${first}-${String(second).padStart(2, '0')}`;
}

/** A real date (YYYY-MM-DD), else undefined. */
export function readIsoDate(value: string): string | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/**
 * Checks one selection; every problem of the row is reported with its line and field, in the form the
 * applicant import's error report uses, so nothing is dropped silently.
 */
export function validateSelection(
  input: SelectionInput,
  line: number,
  today: string,
): { ok: true; selection: Selection } | { ok: false; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const text = (column: SelectionColumn) => (input[column] ?? '').trim();
  const fail = (
    field: SelectionColumn,
    key: Parameters<typeof localized>[0],
    params?: Parameters<typeof localized>[1],
  ) => errors.push({ line, field, message: localized(key, params) });
  for (const column of REQUIRED_COLUMNS)
    if (!text(column)) fail(column, 'finaid.required', { field: column });
  for (const column of Object.keys(SELECTION_COLUMNS) as SelectionColumn[])
    if (text(column).length > MAX_TEXT) fail(column, 'finaid.tooLong', { field: column, max: MAX_TEXT });
  const dob = text('date_of_birth') ? readDateOfBirth(text('date_of_birth')) : undefined;
  if (text('date_of_birth') && (!dob || dob > today)) fail('date_of_birth', 'finaid.dateOfBirth');
  const awardYear = text('award_year') ? readAwardYear(text('award_year')) : undefined;
  if (text('award_year') && !awardYear) fail('award_year', 'finaid.awardYear');
  const group = text('tracking_group').toUpperCase();
  if (group && !(TRACKING_GROUPS as readonly string[]).includes(group))
    fail('tracking_group', 'finaid.trackingGroup', { values: TRACKING_GROUPS.join(', ') });
  const email = text('email').toLowerCase();
  const phone = text('phone');
  if (email && !isWellFormedEmail(email)) fail('email', 'finaid.email');
  if (phone && !PHONE.test(phone)) fail('phone', 'finaid.phone');
  if (!email && !phone) fail('email', 'finaid.contactRequired');
  const ssn = text('ssn').replace(/[-\s]/g, '');
  if (ssn && !/^\d{9}$/.test(ssn)) fail('ssn', 'finaid.ssn');
  const language = text('language').toLowerCase() || 'en';
  if (!isLanguage(language)) fail('language', 'finaid.language', { values: LANGUAGES.join(', ') });
  const deadline = text('deadline');
  if (deadline && !readIsoDate(deadline)) fail('deadline', 'finaid.deadline');
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    selection: {
      studentId: text('student_id'),
      firstName: text('first_name'),
      lastName: text('last_name'),
      dateOfBirth: dob!,
      email: email || null,
      phone: phone || null,
      awardYear: awardYear!,
      trackingGroup: group as TrackingGroup,
      ssn: ssn || null,
      language,
      deadline: deadline || null,
    },
  };
}

/** The canonical column a header cell names (case, spaces and dashes ignored), or undefined. */
export function selectionColumnOf(header: string): SelectionColumn | undefined {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  for (const [column, aliases] of Object.entries(SELECTION_COLUMNS) as [SelectionColumn, readonly string[]][])
    if (column === name || aliases.includes(name)) return column;
  return undefined;
}
