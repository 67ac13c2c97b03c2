import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

export type ApplicantPrivacy = components['schemas']['ApplicantPrivacyResponse'];
export type ErasureResult = components['schemas']['ErasureResponse'];
export type ReasonCode = NonNullable<components['schemas']['EraseApplicantRequest']['reason_code']>;
/** The reasons an admin chooses from, in the order offered. */
export const REASON_CODES: readonly ReasonCode[] = [
  'applicant_request',
  'retention_ended',
  'contract_end',
  'other',
];
/** The longest note the server takes for 'other'. */
export const NOTE_MAX = 200;

/** Erasure on request and legal holds of one applicant (docs/privacy.md). */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantPrivacy: build.query<ApplicantPrivacy, string>({
      query: (uuid) => `api/applicants/${encodeURIComponent(uuid)}/privacy`,
      transformResponse: (response: Envelope<ApplicantPrivacy>) => response.data,
      providesTags: (_r, _e, uuid) => [{ type: 'Session', id: `privacy-${uuid}` }],
    }),
    eraseApplicant: build.mutation<ErasureResult, { uuid: string; reasonCode: ReasonCode; note: string }>({
      query: ({ uuid, reasonCode, note }) => ({
        url: `api/applicants/${encodeURIComponent(uuid)}/erase`,
        method: 'POST',
        body:
          reasonCode === 'other' ? { reason_code: reasonCode, reason: note } : { reason_code: reasonCode },
      }),
      transformResponse: (response: Envelope<ErasureResult>) => response.data,
      invalidatesTags: (_r, _e, { uuid }) => [
        { type: 'Session', id: 'LIST' },
        { type: 'Session', id: uuid },
        { type: 'Session', id: `privacy-${uuid}` },
        'Dashboard',
      ],
    }),
    offboardCompany: build.mutation<ErasureResult, { id: number; confirmName: string; reason: string }>({
      query: ({ id, confirmName, reason }) => ({
        url: `admin/companies/${id}/offboard`,
        method: 'POST',
        body: { confirm_name: confirmName, reason },
      }),
      transformResponse: (response: Envelope<ErasureResult>) => response.data,
      invalidatesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    setLegalHold: build.mutation<void, { uuid: string; hold: boolean; reason: string }>({
      query: ({ uuid, hold, reason }) => ({
        url: `api/applicants/${encodeURIComponent(uuid)}/legal-hold${hold ? '' : '/release'}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_r, _e, { uuid }) => [{ type: 'Session', id: `privacy-${uuid}` }],
    }),
  }),
});

export const {
  useApplicantPrivacyQuery,
  useEraseApplicantMutation,
  useOffboardCompanyMutation,
  useSetLegalHoldMutation,
} = privacyApi;
