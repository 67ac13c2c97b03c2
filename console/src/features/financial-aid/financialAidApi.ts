import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** A financial-aid identity case (generated: FinaidCaseResponse). */
export type FinaidCase = components['schemas']['FinaidCaseResponse'];
/** An award year's counts (generated: AwardYearCardResponse). */
export type AwardYearCard = components['schemas']['AwardYearCardResponse'];

/** The list's views, as the server names them; the card's counts open `all`, `verified`, `pending`, `overdue`. */
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

export interface CaseFilters {
  award_year?: string;
  view: CaseView;
}

export const financialAidApi = api.injectEndpoints({
  endpoints: (build) => ({
    finaidCases: build.query<Page<FinaidCase>, ListArgs & CaseFilters>({
      query: ({ award_year, view, ...args }) => ({
        url: 'api/financial-aid/cases',
        params: { ...listParams(args), view, ...(award_year ? { award_year } : {}) },
      }),
      transformResponse: (response: Envelope<FinaidCase[]>, _meta, args) => toPage(response, args),
    }),
    finaidCards: build.query<AwardYearCard[], void>({
      query: () => 'api/financial-aid/cards',
      transformResponse: (response: Envelope<AwardYearCard[]>) => response.data,
    }),
  }),
});

export const { useFinaidCasesQuery, useFinaidCardsQuery } = financialAidApi;
