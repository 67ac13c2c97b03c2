import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

export type ApplicantPrivacy = components['schemas']['ApplicantPrivacyResponse'];
export type ErasureResult = components['schemas']['ErasureResponse'];

/** Erasure on request and legal holds of one applicant (docs/privacy.md). */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicantPrivacy: build.query<ApplicantPrivacy, string>({
      query: (uuid) => `api/applicants/${encodeURIComponent(uuid)}/privacy`,
      transformResponse: (response: Envelope<ApplicantPrivacy>) => response.data,
      providesTags: (_r, _e, uuid) => [{ type: 'Session', id: `privacy-${uuid}` }],
    }),
    eraseApplicant: build.mutation<ErasureResult, { uuid: string; reason: string }>({
      query: ({ uuid, reason }) => ({
        url: `api/applicants/${encodeURIComponent(uuid)}/erase`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (response: Envelope<ErasureResult>) => response.data,
      invalidatesTags: (_r, _e, { uuid }) => [
        { type: 'Session', id: 'LIST' },
        { type: 'Session', id: uuid },
        { type: 'Session', id: `privacy-${uuid}` },
        'Dashboard',
      ],
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

export const { useApplicantPrivacyQuery, useEraseApplicantMutation, useSetLegalHoldMutation } = privacyApi;
