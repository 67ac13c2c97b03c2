import type { MessageKey } from '../../i18n/en';
import type { IdvFormType } from './idvTypes';
import { isPendingValidation, type ValidationFilter } from './idvModel';

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
