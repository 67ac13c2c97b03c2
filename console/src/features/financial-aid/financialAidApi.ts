import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';
import type { CaseFilters } from './caseListUrl';

/** A financial-aid identity case (generated: FinaidCaseResponse). */
export type FinaidCase = components['schemas']['FinaidCaseResponse'];
/** A case with its history (generated: FinaidCaseDetailResponse). */
export type FinaidCaseDetail = components['schemas']['FinaidCaseDetailResponse'];
export type FinaidHistoryEntry = components['schemas']['FinaidHistoryEntryResponse'];
/** A result staff record (generated: VerifyCaseRequest). */
export type VerifyCaseBody = components['schemas']['VerifyCaseRequest'];
/** A scan stored with its document checks (generated: ScanStoredResponse). */
export type StoredScan = components['schemas']['ScanStoredResponse'];
/** An award year's counts (generated: AwardYearCardResponse). */
export type AwardYearCard = components['schemas']['AwardYearCardResponse'];

/** The case actions that take a short text (or a day, for the deadline), as the routes name them. */
export type CaseTextAction = 'not-verified' | 'unable-to-contact' | 'reopen' | 'deadline';

const CASES = { type: 'FinaidCase' as const, id: 'LIST' };
const changed = (id: string) => [CASES, { type: 'FinaidCase' as const, id }];

export const financialAidApi = api.injectEndpoints({
  endpoints: (build) => ({
    finaidCases: build.query<Page<FinaidCase>, ListArgs & CaseFilters>({
      query: ({ award_year, view, ...args }) => ({
        url: 'api/financial-aid/cases',
        params: { ...listParams(args), view, ...(award_year ? { award_year } : {}) },
      }),
      transformResponse: (response: Envelope<FinaidCase[]>, _meta, args) => toPage(response, args),
      providesTags: [CASES],
    }),
    finaidCards: build.query<AwardYearCard[], void>({
      query: () => 'api/financial-aid/cards',
      transformResponse: (response: Envelope<AwardYearCard[]>) => response.data,
      providesTags: [CASES],
    }),
    finaidCase: build.query<FinaidCaseDetail, string>({
      query: (id) => `api/financial-aid/cases/${id}`,
      transformResponse: (response: Envelope<FinaidCaseDetail>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'FinaidCase', id }],
    }),
    verifyFinaidCase: build.mutation<FinaidCase, { id: string; body: VerifyCaseBody }>({
      query: ({ id, body }) => ({ url: `api/financial-aid/cases/${id}/verify`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    finaidCaseText: build.mutation<
      FinaidCase,
      { id: string; action: CaseTextAction; body: Record<string, string | null> }
    >({
      query: ({ id, action, body }) => ({
        url: `api/financial-aid/cases/${id}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    /**
     * The reminder and the remote ID link: no body, the server knows the student's contacts. Its
     * message says what happened (a link sent, or the case following the applicant's IDV under way).
     */
    contactFinaidStudent: build.mutation<
      Envelope<FinaidCase>,
      { id: string; action: 'remind' | 'remote-link' }
    >({
      query: ({ id, action }) => ({ url: `api/financial-aid/cases/${id}/${action}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    uploadFinaidScan: build.mutation<StoredScan, { id: string; file: File; documentExpiry: string | null }>({
      query: ({ id, file, documentExpiry }) => {
        const body = new FormData();
        // The fields before the file: the server reads them as the upload streams.
        if (documentExpiry) body.append('document_expiry', documentExpiry);
        body.append('file', file);
        return { url: `api/financial-aid/cases/${id}/scans`, method: 'POST', body };
      },
      transformResponse: (response: Envelope<StoredScan>) => response.data,
    }),
  }),
});

export const {
  useFinaidCasesQuery,
  useFinaidCardsQuery,
  useFinaidCaseQuery,
  useVerifyFinaidCaseMutation,
  useFinaidCaseTextMutation,
  useContactFinaidStudentMutation,
  useUploadFinaidScanMutation,
} = financialAidApi;
