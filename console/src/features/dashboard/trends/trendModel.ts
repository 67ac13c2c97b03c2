import type { components } from '../../../app/generated/openapi';
import type { MessageKey } from '../../../i18n/en';

export type DashboardTrends = components['schemas']['DashboardTrendsResponse'];
export type RiskDay = components['schemas']['RiskDayResponse'];
export type IdvDay = components['schemas']['IdvDayResponse'];

/** One stacked series of a chart: its figure per day, its legend, its colour and the list a bar opens. */
export interface TrendSeries {
  key: string;
  label: MessageKey;
  /** Blueprint palette colours, light and dark theme. */
  colour: { light: string; dark: string };
  /** The list that holds exactly the rows this series counts on `day`. */
  href: (day: string) => string;
}

/** A chart's rows: one per day, one number per series key. */
export type TrendRow = { day: string } & Record<string, number | string>;

/** The list's period as the dashboard cards write it, narrowed to one UTC day. */
function oneDay(day: string): URLSearchParams {
  return new URLSearchParams({ custom_date: 'custom', 'date[fromDate]': day, 'date[toDate]': day });
}

const riskLink = (level: string) => (day: string) => {
  const q = oneDay(day);
  q.set('overall_risk_level', level);
  return `/verifications?${q.toString()}`;
};

/**
 * The verifications list's Risk Level choices, in its order of severity: "high" lists high and very
 * high, so the server counts them together too.
 */
export const RISK_SERIES: TrendSeries[] = [
  { key: 'high', label: 'risk.high', colour: { light: '#cd4246', dark: '#e76a6e' }, href: riskLink('high') },
  {
    key: 'medium',
    label: 'risk.medium',
    colour: { light: '#c87619', dark: '#ec9a3c' },
    href: riskLink('medium'),
  },
  { key: 'low', label: 'risk.low', colour: { light: '#238551', dark: '#32a467' }, href: riskLink('low') },
  {
    key: 'inconclusive',
    label: 'risk.inconclusive',
    colour: { light: '#9d3f9d', dark: '#d69fd6' },
    href: riskLink('inconclusive'),
  },
];

/** The form types the IDV chart can show: both (as the dashboard's IDV cards count) or one. */
export const IDV_FORMS = ['all', 'ADMISSIONS', 'FINANCIAL_AID'] as const;
export type IdvForm = (typeof IDV_FORMS)[number];
export const IDV_FORM_LABELS: Record<IdvForm, MessageKey> = {
  all: 'filter.allForms',
  ADMISSIONS: 'idv.form.admissions',
  FINANCIAL_AID: 'idv.form.sfs',
};

const idvLink = (form: IdvForm, validation: string) => (day: string) => {
  const q = oneDay(day);
  q.set('form_type', form);
  q.set('overall_validation', validation);
  return `/id-verifications?${q.toString()}`;
};

/** The IDV list's Validation Status choices (pending is `overall_validation=null`, as the card's link). */
export function idvSeries(form: IdvForm): TrendSeries[] {
  return [
    {
      key: 'passed',
      label: 'idv.filter.passed',
      colour: { light: '#238551', dark: '#32a467' },
      href: idvLink(form, 'PASSED'),
    },
    {
      key: 'failed',
      label: 'idv.filter.failed',
      colour: { light: '#cd4246', dark: '#e76a6e' },
      href: idvLink(form, 'FAILED'),
    },
    {
      key: 'pending',
      label: 'idv.filter.pending',
      colour: { light: '#c87619', dark: '#ec9a3c' },
      href: idvLink(form, 'null'),
    },
  ];
}

export function riskRows(trends: DashboardTrends): TrendRow[] {
  return trends.risk.map((row) => ({ ...row }));
}

/** The IDV rows of one form type, or both summed per day. */
export function idvRows(trends: DashboardTrends, form: IdvForm): TrendRow[] {
  return trends.days.map((day) => {
    const rows = trends.idv.filter((r) => r.day === day && (form === 'all' || r.form_type === form));
    return {
      day,
      passed: rows.reduce((n, r) => n + r.passed, 0),
      failed: rows.reduce((n, r) => n + r.failed, 0),
      pending: rows.reduce((n, r) => n + r.pending, 0),
    };
  });
}

/** Whether any series has a figure on any day (an empty period says so instead of drawing nothing). */
export function hasFigures(rows: TrendRow[], series: TrendSeries[]): boolean {
  return rows.some((row) => series.some((s) => Number(row[s.key]) > 0));
}

/**
 * A UTC day (YYYY-MM-DD) in the reader's language: `short` for the axis ("3. Nov."), `long` for the
 * table and the tooltip ("3. November 2026"). UTC, as the server counts days.
 */
export function dayLabel(day: string, language: string, style: 'short' | 'long'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', weekday: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(`${day}T00:00:00Z`));
}
