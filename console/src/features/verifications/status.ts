import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui';

/**
 * Spec §4 status colours: high or FAILED red; medium, PENDING or no value amber; inconclusive
 * purple; low, exact or PASSED green; anything else grey. very_high (a level the spec lists in §3
 * but not in §4) is red: it is the step above high, and grey would read as "nothing to see".
 */
export function statusTone(value: string | null | undefined): Tone {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'null' || v === 'medium' || v === 'pending') return 'warning';
  if (v === 'high' || v === 'very_high' || v === 'failed') return 'danger';
  if (v === 'inconclusive') return 'purple';
  if (v === 'low' || v === 'exact' || v === 'passed') return 'success';
  return 'neutral';
}

const LABELS: Record<string, MessageKey> = {
  low: 'risk.low',
  medium: 'risk.medium',
  high: 'risk.high',
  very_high: 'risk.veryHigh',
  inconclusive: 'risk.inconclusive',
  exact: 'risk.exact',
  passed: 'risk.passed',
  failed: 'risk.failed',
  completed: 'risk.completed',
  pending: 'risk.pending',
};

/** The chip text of a risk level or status: a known label, else the value itself; missing → 'Pending' (spec §4). */
export function statusLabel(value: string | null | undefined): { key: MessageKey } | { text: string } {
  const v = (value ?? '').trim();
  if (v === '' || v.toLowerCase() === 'null') return { key: 'risk.pending' };
  const key = LABELS[v.toLowerCase()];
  return key ? { key } : { text: v };
}

/** Spec §4 "Risk: all, high, low, medium, inconclusive" (the list's Risk Level filter, in this order). */
export const RISK_FILTERS = ['all', 'high', 'low', 'medium', 'inconclusive'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

export function isRiskFilter(value: unknown): value is RiskFilter {
  return typeof value === 'string' && (RISK_FILTERS as readonly string[]).includes(value);
}
