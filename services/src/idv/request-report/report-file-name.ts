import { translate, type Language } from '../../shared/i18n';
import type { FormType } from '../idv.events';

/**
 * A PDF report's file name: its kind (and form type), the applicant's reference and the day it was
 * asked for, e.g. `id-verification-admissions-3f2a9c1b-2026-11-29.pdf`. The reference is the first
 * eight characters of the applicant's uuid, which staff see on the record; no name, no e-mail: a file
 * name lands in Downloads folders, recent-file lists and attachments, beyond the console's access
 * control (docs/idv.md, "Report file names"). Two reports of one applicant no longer share a name.
 */
export function reportFileName(
  of: { kind: 'idv'; formType: FormType } | { kind: 'session' },
  uuid: string,
  requestedAt: Date,
  language: Language,
): string {
  const kind =
    of.kind === 'idv'
      ? `${translate(language, 'reportFile.idv')}-${translate(language, `reportFile.${of.formType}`)}`
      : translate(language, 'reportFile.session');
  const reference = uuid
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toLowerCase();
  return `${kind}-${reference}-${requestedAt.toISOString().slice(0, 10)}.pdf`;
}
