import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import { validationParam, type ValidationFilter } from './idvModel';
import type { IdvFormType, IdvHistoryEntry, IdvRecord, IdvRow } from './idvTypes';
import type { RemoteIdRequest } from './remoteIdForm';
import type { ReportQueued } from '../reports/reportsApi';

export interface IdvListArgs extends ListArgs {
  /** Omitted on the dashboard's embedded list, which counts both form types. */
  formType?: IdvFormType;
  validation: ValidationFilter;
  /** The URL filter (custom_date, overall_validation, …), forwarded as-is. */
  filters: Record<string, string>;
}

/** Query of GET /api/getSessionsIdv and /api/exportIDV. */
export function idvListParams(args: IdvListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = { ...args.filters, ...listParams(args) };
  if (args.formType) params.form_type = args.formType;
  const validation = validationParam(args.validation);
  if (validation) params.overall_validation = validation;
  return params;
}

export interface SubjectIdvArgs {
  uuid: string;
  formType: IdvFormType;
}

export interface UpdateIdvArgs {
  id: string;
  overall_validation: 'PASSED' | 'FAILED';
  reason: string;
  expected_version: number;
}

export interface ReviewSelfieArgs {
  id: string;
  decision: 'MATCH' | 'NO_MATCH';
  reason: string;
  expected_version: number;
}

interface Message {
  message: string;
}

const withMessage = (response: { message?: string }): Message => ({ message: response.message ?? '' });

// 'Idv' keeps list, detail and the verification tabs in step; 'Dashboard' is the colleague's stats tag.
const idvBase = api.enhanceEndpoints({ addTagTypes: ['Idv'] });

/** A change to one IDV's link (resent, revoked): its record and its history. */
const linkChanged = (id: string) => [
  { type: 'Idv' as const, id },
  { type: 'Idv' as const, id: `history:${id}` },
];
/** A staff decision on one IDV's result (override, selfie review): also the list and the dashboard counts. */
const resultChanged = (id: string) => [
  ...linkChanged(id),
  { type: 'Idv' as const, id: 'LIST' },
  'Dashboard' as const,
];

export const idvApi = idvBase.injectEndpoints({
  endpoints: (build) => ({
    idvList: build.query<Page<IdvRow>, IdvListArgs>({
      query: (args) => ({ url: 'api/getSessionsIdv', params: idvListParams(args) }),
      transformResponse: (response: Envelope<IdvRow[]>, _meta, args) => toPage(response, args),
      providesTags: (result) => [
        { type: 'Idv', id: 'LIST' },
        ...(result?.items ?? []).map((r) => ({ type: 'Idv' as const, id: r.id })),
      ],
    }),
    idvRecord: build.query<IdvRecord, string>({
      query: (id) => `api/checkIDV/${encodeURIComponent(id)}`,
      transformResponse: (response: Envelope<IdvRecord>) => response.data,
      providesTags: (result, _e, id) => [{ type: 'Idv', id: result?.id ?? id }],
    }),
    /** Verification detail tabs: the subject's IDV of one form type. */
    subjectIdv: build.query<IdvRecord, SubjectIdvArgs>({
      query: ({ uuid, formType }) => ({
        url: `api/checkIDV/${encodeURIComponent(uuid)}`,
        params: { formType },
      }),
      transformResponse: (response: Envelope<IdvRecord>) => response.data,
      providesTags: (result, _e, args) => [
        { type: 'Idv', id: `${args.uuid}:${args.formType}` },
        ...(result ? [{ type: 'Idv' as const, id: result.id }] : []),
      ],
    }),
    idvAsOf: build.query<IdvRecord, { id: string; at: number | string }>({
      query: ({ id, at }) => ({ url: `api/idv/${encodeURIComponent(id)}/as-of`, params: { at } }),
      transformResponse: (response: Envelope<IdvRecord>) => response.data,
    }),
    idvHistory: build.query<IdvHistoryEntry[], string>({
      query: (id) => `api/idv/${encodeURIComponent(id)}/history`,
      transformResponse: (response: Envelope<IdvHistoryEntry[]>) =>
        Array.isArray(response.data) ? response.data : [],
      providesTags: (_r, _e, id) => [{ type: 'Idv', id: `history:${id}` }],
    }),
    /** `pending_approval`: four-eyes filed it for a colleague's approval (202), the record unchanged. */
    updateIdv: build.mutation<IdvRecord & { pending_approval: boolean }, UpdateIdvArgs>({
      query: ({ id, ...body }) => ({ url: `api/updateIDV/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: Envelope<IdvRecord>, meta) => ({
        ...response.data,
        pending_approval: meta?.response?.status === 202,
      }),
      invalidatesTags: (_r, _e, args) => resultChanged(args.id),
    }),
    /** A selfie match in review decided by staff: the check, and maybe the result, change. */
    reviewSelfieMatch: build.mutation<IdvRecord, ReviewSelfieArgs>({
      query: ({ id, ...body }) => ({
        url: `api/idv/${encodeURIComponent(id)}/selfie-review`,
        method: 'POST',
        body,
      }),
      transformResponse: (response: Envelope<IdvRecord>) => response.data,
      invalidatesTags: (_r, _e, args) => resultChanged(args.id),
    }),
    askIdv: build.mutation<Message, SubjectIdvArgs>({
      query: ({ uuid, formType }) => ({
        url: 'api/askIDV',
        method: 'POST',
        body: { uuid, form_type: formType },
      }),
      transformResponse: withMessage,
      // 'Session' LIST: the Students screens of that form type now include the student.
      invalidatesTags: (_r, _e, args) => [
        { type: 'Idv', id: `${args.uuid}:${args.formType}` },
        { type: 'Idv', id: 'LIST' },
        { type: 'Session', id: 'LIST' },
        'Dashboard',
      ],
    }),
    requestRemoteId: build.mutation<Message, RemoteIdRequest>({
      query: (body) => ({ url: 'api', method: 'POST', body }),
      transformResponse: withMessage,
      invalidatesTags: [{ type: 'Idv', id: 'LIST' }, 'Dashboard'],
    }),
    resendLink: build.mutation<Message, string>({
      query: (id) => ({ url: `api/idv/${encodeURIComponent(id)}/resend-link`, method: 'POST' }),
      transformResponse: withMessage,
      invalidatesTags: (_r, _e, id) => linkChanged(id),
    }),
    revokeLink: build.mutation<Message, string>({
      query: (id) => ({ url: `api/idv/${encodeURIComponent(id)}/revoke-link`, method: 'POST' }),
      transformResponse: withMessage,
      invalidatesTags: (_r, _e, id) => linkChanged(id),
    }),
    requestReport: build.mutation<ReportQueued, string>({
      query: (id) => ({ url: `api/idv/${encodeURIComponent(id)}/report`, method: 'POST' }),
      transformResponse: (response: Envelope<ReportQueued>) => response.data,
    }),
  }),
});

export const {
  useIdvListQuery,
  useIdvRecordQuery,
  useSubjectIdvQuery,
  useIdvAsOfQuery,
  useIdvHistoryQuery,
  useUpdateIdvMutation,
  useReviewSelfieMatchMutation,
  useAskIdvMutation,
  useRequestRemoteIdMutation,
  useResendLinkMutation,
  useRevokeLinkMutation,
  useRequestReportMutation,
} = idvApi;
