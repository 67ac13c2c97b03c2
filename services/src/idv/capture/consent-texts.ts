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

/** The current version's text in the applicant's language, with the company's facts filled in. */
export function consentText(language: Language, facts: ConsentFacts): ConsentText {
  const params = {
    company: facts.company,
    form: translate(language, `idvHistory.form.${facts.formType}`),
    imagesDays: facts.imagesDays,
    recordsDays: facts.recordsDays,
  };
  const part = (name: keyof ConsentText, key: string) =>
    [name, translate(language, `consent.${CURRENT_CONSENT_VERSION}.${key}` as MessageKey, params)] as const;
  return Object.fromEntries([
    part('title', 'title'),
    part('collected', 'collected'),
    part('purpose', 'purpose'),
    part('retention', 'retention'),
    part('agreement', 'agreement'),
    part('withoutFace', 'withoutFace'),
  ]) as unknown as ConsentText;
}
