import { EMPTY_VALUE, formatDecimal } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui/StatusTag';
import type { IdvFormLink, IdvFormType, IdvRecord } from './idvTypes';

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

/** Spec §9 IDV completed time, in the console's language (app/format.ts). */
export { formatCompletedAt } from '../../app/format';

/** Spec §3: the score (overall_value, 0–100) with one decimal in the console's language; '--' when there is none. */
export function formatIdvScore(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  return formatDecimal(Math.round(n * 10) / 10, 1);
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

/** The list path of a form type (spec §2 routes). */
export const listPathOf = (formType: IdvFormType) =>
  formType === 'FINANCIAL_AID' ? '/id-verifications-sas' : '/id-verifications';

/** 'First Last' of a row, skipping missing parts. */
export function fullNameOfIdv(row: { first_name: string | null; last_name: string | null }): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ');
}
