import type { components } from '../../app/generated/openapi';

/** The list's views, as the server names them (`view=`); the default is `all`. */
export const CASE_VIEWS = [
  'all',
  'selected',
  'in_progress',
  'verified',
  'not_verified',
  'unable_to_contact',
  'pending',
  'overdue',
] as const;
export type CaseView = (typeof CASE_VIEWS)[number];

/** The case list's filters: they live in the URL (`/financial-aid?award_year=…&view=…`), nowhere else. */
export interface CaseFilters {
  award_year?: string;
  view: CaseView;
}

type CardCount = Exclude<keyof components['schemas']['AwardYearCardResponse'], 'award_year'>;

/**
 * The list each count of an award-year card opens: the server counts each with that view's own WHERE
 * (CARD_VIEWS in finaid-cases.queries.ts), so the list's total is the count.
 */
export const CARD_COUNTS: readonly { count: CardCount; view: CaseView }[] = [
  { count: 'selected', view: 'all' },
  { count: 'verified', view: 'verified' },
  { count: 'pending', view: 'pending' },
  { count: 'overdue', view: 'overdue' },
];

export const CASE_LIST_PATH = '/financial-aid';

const isCaseView = (value: string | null): value is CaseView =>
  value !== null && (CASE_VIEWS as readonly string[]).includes(value);

/** The filters a URL's query string carries; a view the list does not have reads as all cases. */
export function caseFiltersOf(search: string): CaseFilters {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const year = query.get('award_year')?.trim();
  const view = query.get('view');
  return { ...(year ? { award_year: year } : {}), view: isCaseView(view) ? view : 'all' };
}

/** The list's address for these filters (the default view left out, so the bare page is "all"). */
export function caseListHref(filters: CaseFilters): string {
  const query = new URLSearchParams();
  if (filters.award_year) query.set('award_year', filters.award_year);
  if (filters.view !== 'all') query.set('view', filters.view);
  const text = query.toString();
  return text ? `${CASE_LIST_PATH}?${text}` : CASE_LIST_PATH;
}
