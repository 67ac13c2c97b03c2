import type { FormType } from '../idv.events';
import { type Language, type MessageKey, translate } from '../../shared/i18n';

/**
 * The biometric consent text versions (docs/privacy.md, "Biometric consent"). The words live in the
 * message catalogue under `consent.<version>.*` and are never edited once released: a new wording
 * is a new version here and there, so an acceptance recorded with a version still names the words
 * the applicant read. The current version is the one the capture page asks for.
 */
export const CURRENT_CONSENT_VERSION = '2026-11';
/** Every version an acceptance may name; the first one's text had no biometric sections yet. */
export const CONSENT_VERSIONS = ['2025-05-13', CURRENT_CONSENT_VERSION] as const;

export function isConsentVersion(value: string): boolean {
  return (CONSENT_VERSIONS as readonly string[]).includes(value);
}

export interface ConsentFacts {
  company: string;
  formType: FormType;
  /** From the company's retention schedule. */
  imagesDays: number;
  recordsDays: number;
}

export interface ConsentText {
  title: string;
  collected: string;
  purpose: string;
  retention: string;
  agreement: string;
  withoutFace: string;
}

/** The current version's parts, by their catalogue keys. */
const CURRENT_PARTS: Record<keyof ConsentText, MessageKey> = {
  title: 'consent.2026-11.title',
  collected: 'consent.2026-11.collected',
  purpose: 'consent.2026-11.purpose',
  retention: 'consent.2026-11.retention',
  agreement: 'consent.2026-11.agreement',
  withoutFace: 'consent.2026-11.withoutFace',
};

/** The current version's text in the applicant's language, with the company's facts filled in. */
export function consentText(language: Language, facts: ConsentFacts): ConsentText {
  const params = {
    company: facts.company,
    form: translate(language, `idvHistory.form.${facts.formType}`),
    imagesDays: facts.imagesDays,
    recordsDays: facts.recordsDays,
  };
  const text = {} as ConsentText;
  for (const part of Object.keys(CURRENT_PARTS) as (keyof ConsentText)[])
    text[part] = translate(language, CURRENT_PARTS[part], params);
  return text;
}
