import { EMPTY_VALUE } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui/StatusTag';
import type { CheckEvidence, IdvFormLink, IdvFormType, IdvRecord } from './idvTypes';

/** Spec §2 Validation Status filter, in this order. */
export const VALIDATION_FILTERS = ['all', 'pending', 'PASSED', 'FAILED'] as const;
export type ValidationFilter = (typeof VALIDATION_FILTERS)[number];

export const VALIDATION_FILTER_LABELS: Record<ValidationFilter, MessageKey> = {
  all: 'idv.filter.all',
  pending: 'idv.filter.pending',
  PASSED: 'idv.filter.passed',
  FAILED: 'idv.filter.failed',
};

/** Spec §4: All sends no overall_validation, Pending sends null, the others their value. */
export function validationParam(filter: ValidationFilter): string | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'pending') return 'null';
  return filter;
}

export function isValidationFilter(value: unknown): value is ValidationFilter {
  return typeof value === 'string' && (VALIDATION_FILTERS as readonly string[]).includes(value);
}

/** The pending state: overall_validation empty (null, '', or the literal 'null'). */
export function isPendingValidation(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || v.toLowerCase() === 'null' || v.toLowerCase() === 'pending';
}

/**
 * Spec §4 chip colour of an IDV result. FAILED red, pending amber, PASSED green; on the IDV list
 * (`list`) PASSED uses the neutral default chip and other completed results are green.
 */
export function idvStatusTone(value: string | null | undefined, where: 'list' | 'detail' = 'detail'): Tone {
  if (isPendingValidation(value)) return 'warning';
  const v = (value ?? '').trim().toUpperCase();
  if (v === 'FAILED') return 'danger';
  if (v === 'PASSED') return where === 'list' ? 'neutral' : 'success';
  return where === 'list' ? 'success' : 'neutral';
}

const RESULT_LABELS: Record<string, MessageKey> = {
  PASSED: 'idv.result.passed',
  FAILED: 'idv.result.failed',
  COMPLETED: 'idv.result.completed',
};

/** Spec §2: the chip shows the validation text, or 'Pending' when empty. */
export function idvStatusLabel(value: string | null | undefined): { key: MessageKey } | { text: string } {
  if (isPendingValidation(value)) return { key: 'idv.result.pending' };
  const v = (value ?? '').trim();
  const key = RESULT_LABELS[v.toUpperCase()];
  return key ? { key } : { text: v };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9 IDV completed time 'YYYY-MM-DD hh:mm am/pm' (browser time zone), '--' when missing. */
export function formatCompletedAt(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return EMPTY_VALUE;
  const hours = d.getHours() % 12 || 12;
  const meridiem = d.getHours() < 12 ? 'am' : 'pm';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hours)}:${pad(d.getMinutes())} ${meridiem}`;
}

/** Spec §3: the score (overall_value, 0–100) with one decimal; '--' when there is none. */
export function formatIdvScore(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return (Math.round(n * 10) / 10).toFixed(1);
}

/** Spec §2 checks, in the spec's order, with their labels. */
export const IDV_CHECKS: readonly { key: string; label: MessageKey }[] = [
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

export type CheckState = 'passed' | 'failed' | 'pending' | 'notPerformed';

export const CHECK_STATE_LABELS: Record<CheckState, MessageKey> = {
  passed: 'idv.check.passed',
  failed: 'idv.check.failed',
  pending: 'idv.check.pending',
  notPerformed: 'idv.check.notPerformed',
};

export const CHECK_STATE_TONES: Record<CheckState, Tone> = {
  passed: 'success',
  failed: 'danger',
  pending: 'warning',
  notPerformed: 'neutral',
};

/** A check value: PASSED / FAILED / NOT_PERFORMED, null = not run yet (pending). */
export function checkState(value: unknown): CheckState {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (v === 'PASSED') return 'passed';
  if (v === 'FAILED') return 'failed';
  if (v === 'NOT_PERFORMED') return 'notPerformed';
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
    const evidence = record.checks?.[key]?.evidence ?? null;
    if (key === 'id_verification_value') {
      const raw = record.id_verification_value;
      const has = typeof raw === 'number' && Number.isFinite(raw);
      return {
        key,
        label,
        state: has ? 'passed' : 'pending',
        score: has ? formatIdvScore(raw) : null,
        evidence,
      };
    }
    return {
      key,
      label,
      state: checkState(record[key] ?? record.checks?.[key]?.result ?? null),
      score: null,
      evidence,
    };
  });
}

export interface DeviceInfo {
  ipAddress: string | null;
  ipCity: string | null;
  ipRegion: string | null;
  ipCountry: string | null;
}

/** device_info is JSON text (spec §3); unreadable or missing is null. */
export function parseDeviceInfo(text: string | null | undefined): DeviceInfo | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Record<string, unknown>;
    const s = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return {
      ipAddress: s(r.ipAddress),
      ipCity: s(r.ipCity),
      ipRegion: s(r.ipRegion),
      ipCountry: s(r.ipCountry),
    };
  } catch {
    return null;
  }
}

export type LinkState = 'none' | 'active' | 'opened' | 'used' | 'revoked' | 'expired';

/** The state of the current link (formLinks[0]) at `now`. */
export function linkState(link: IdvFormLink | undefined, now: Date): LinkState {
  if (!link) return 'none';
  if (link.used_at) return 'used';
  if (link.revoked) return 'revoked';
  if (link.expires_at && new Date(link.expires_at).getTime() <= now.getTime()) return 'expired';
  return link.clicked_at ? 'opened' : 'active';
}

/** Spec §6: editing needs permission 4 (ADMISSIONS) or 5 (FINANCIAL_AID); requesting 2 or 3. */
export const editPermission = (formType: IdvFormType) => (formType === 'FINANCIAL_AID' ? 5 : 4) as 4 | 5;
export const requestPermission = (formType: IdvFormType) => (formType === 'FINANCIAL_AID' ? 3 : 2) as 2 | 3;

/** Only a completed IDV can be overridden (409 IDV.NOT_COMPLETED otherwise). */
export const canOverride = (record: Pick<IdvRecord, 'status'>) => record.status === 'Completed';

/** Resend works until the applicant submitted; revoke needs a live link. */
export function linkActions(
  record: Pick<IdvRecord, 'status' | 'formLinks'>,
  now: Date,
): { resend: boolean; revoke: boolean } {
  const state = linkState(record.formLinks?.[0], now);
  return {
    resend: record.status === 'Requested',
    revoke: record.status === 'Requested' && (state === 'active' || state === 'opened'),
  };
}

/** Dashboard links of the four IDV cards (spec §2), with the dashboard's period. */
export interface IdvCard {
  id: 'requested' | 'passed' | 'pending' | 'failed';
  label: MessageKey;
  stat: 'total_requested_idv' | 'total_completed_idv' | 'total_pending_idv' | 'total_idv_failed';
  href: string;
  tone: 'primary' | 'success' | 'warning' | 'danger';
}

/**
 * The dashboard counts the IDVs of both form types, so its cards open /id-verifications with
 * form_type=all (that page otherwise lists Admissions only): the list then holds what the card counts.
 */
export const ALL_FORMS = 'all';

/**
 * The form types an IDV list shows: the URL's form_type (ADMISSIONS, FINANCIAL_AID, or all from a
 * dashboard card) over the page's own; undefined lists both.
 */
export function idvFormOf(pageFormType: IdvFormType | undefined, search: string): IdvFormType | undefined {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
    .get('form_type')
    ?.toUpperCase();
  if (value === 'ADMISSIONS' || value === 'FINANCIAL_AID') return value;
  if (value === ALL_FORMS.toUpperCase()) return undefined;
  return pageFormType;
}

/**
 * The IDV list's Validation Status as a link carries it (overall_validation): COMPLETED is the spec's
 * link of the "IDV Passed" card and lists passed results (as the server reads it).
 */
export function validationOf(search: string): ValidationFilter {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(
    'overall_validation',
  );
  if (value === null || value === '' || value.toLowerCase() === 'all') return 'all';
  if (isPendingValidation(value)) return 'pending';
  const v = value.toUpperCase();
  return v === 'FAILED' ? 'FAILED' : v === 'PASSED' || v === 'COMPLETED' ? 'PASSED' : 'all';
}

export function idvCards(filterType: string, from?: string, to?: string): IdvCard[] {
  const period = new URLSearchParams({ custom_date: filterType, form_type: ALL_FORMS });
  if (filterType === 'custom' && from && to) {
    period.set('date[fromDate]', from);
    period.set('date[toDate]', to);
  }
  const link = (validation?: string) => {
    const q = new URLSearchParams(period);
    if (validation) q.set('overall_validation', validation);
    return `/id-verifications?${q.toString()}`;
  };
  return [
    {
      id: 'requested',
      label: 'idv.card.requested',
      stat: 'total_requested_idv',
      href: link(),
      tone: 'primary',
    },
    {
      id: 'passed',
      label: 'idv.card.passed',
      stat: 'total_completed_idv',
      href: link('PASSED'),
      tone: 'success',
    },
    {
      id: 'pending',
      label: 'idv.card.pending',
      stat: 'total_pending_idv',
      href: link('null'),
      tone: 'warning',
    },
    {
      id: 'failed',
      label: 'idv.card.failed',
      stat: 'total_idv_failed',
      href: link('FAILED'),
      tone: 'danger',
    },
  ];
}

/** The list path of a form type (spec §2 routes). */
export const listPathOf = (formType: IdvFormType) =>
  formType === 'FINANCIAL_AID' ? '/id-verifications-sas' : '/id-verifications';

/** 'First Last' of a row, skipping missing parts. */
export function fullNameOfIdv(row: { first_name: string | null; last_name: string | null }): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ');
}
