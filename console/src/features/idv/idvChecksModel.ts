import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui/StatusTag';
import { formatIdvScore } from './idvModel';
import type { CheckEvidence, IdvCheckName, IdvRecord } from './idvTypes';

/** Spec §2 checks, in the spec's order, with their labels. */
export const IDV_CHECKS: readonly { key: IdvCheckName | 'id_verification_value'; label: MessageKey }[] = [
  { key: 'id_verification_value', label: 'idv.check.id_verification_value' },
  { key: 'selfie_verification', label: 'idv.check.selfie_verification' },
  { key: 'selfie_liveness', label: 'idv.check.selfie_liveness' },
  { key: 'real_id_validation', label: 'idv.check.real_id_validation' },
  { key: 'tamper_check', label: 'idv.check.tamper_check' },
  { key: 'id_alteration_check', label: 'idv.check.id_alteration_check' },
  { key: 'fake_check', label: 'idv.check.fake_check' },
  { key: 'screen_id_liveness', label: 'idv.check.screen_id_liveness' },
  { key: 'paper_id_liveness', label: 'idv.check.paper_id_liveness' },
  { key: 'reference_number_crosscheck', label: 'idv.check.reference_number_crosscheck' },
  { key: 'date_of_birth_crosscheck', label: 'idv.check.date_of_birth_crosscheck' },
  { key: 'expiration_date_crosscheck', label: 'idv.check.expiration_date_crosscheck' },
  { key: 'fullname_crosscheck', label: 'idv.check.fullname_crosscheck' },
  { key: 'document_expired', label: 'idv.check.document_expired' },
  { key: 'pdf_417', label: 'idv.check.pdf_417' },
];

/** `review`: the check could not decide on its own (a selfie match between its thresholds): staff decide. */
export type CheckState = 'passed' | 'failed' | 'pending' | 'review' | 'notPerformed';

export const CHECK_STATE_LABELS: Record<CheckState, MessageKey> = {
  passed: 'idv.check.passed',
  failed: 'idv.check.failed',
  pending: 'idv.check.pending',
  review: 'idv.check.review',
  notPerformed: 'idv.check.notPerformed',
};

export const CHECK_STATE_TONES: Record<CheckState, Tone> = {
  passed: 'success',
  failed: 'danger',
  pending: 'warning',
  // Amber like pending: the IDV waits for a person.
  review: 'warning',
  notPerformed: 'neutral',
};

/** A check value: PASSED / FAILED / NOT_PERFORMED / REVIEW, null = not run yet (pending). */
export function checkState(value: unknown): CheckState {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (v === 'PASSED') return 'passed';
  if (v === 'FAILED') return 'failed';
  if (v === 'NOT_PERFORMED') return 'notPerformed';
  if (v === 'REVIEW') return 'review';
  return 'pending';
}

export interface CheckRow {
  key: string;
  label: MessageKey;
  state: CheckState;
  /** id_verification_value is a score, not a verdict: shown with one decimal. */
  score: string | null;
  evidence: CheckEvidence | null;
}

/**
 * The check list of an IDV record. id_verification_value is the document score: PASSED/FAILED do not
 * apply to it, so it reads as the score once completed, else pending.
 */
export function checkRows(record: IdvRecord): CheckRow[] {
  return IDV_CHECKS.map(({ key, label }) => {
    if (key === 'id_verification_value') {
      const raw = record.id_verification_value;
      const has = typeof raw === 'number' && Number.isFinite(raw);
      return {
        key,
        label,
        state: has ? 'passed' : 'pending',
        score: has ? formatIdvScore(raw) : null,
        evidence: null,
      };
    }
    const evidence = record.checks?.[key]?.evidence ?? null;
    return {
      key,
      label,
      state: checkState(record[key] ?? record.checks?.[key]?.result ?? null),
      score: null,
      evidence,
    };
  });
}
