import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** One row of GET /api/reason-codes (generated: ReasonCodeResponse, server reason-code.response.dto.ts). */
export type ReasonCodeRow = components['schemas']['ReasonCodeResponse'];

export const reasonCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    reasonCodes: build.query<Page<ReasonCodeRow>, ListArgs>({
      query: (args) => ({ url: 'api/reason-codes', params: listParams(args) }),
      transformResponse: (response: Envelope<ReasonCodeRow[]>, _meta, args) => toPage(response, args),
    }),
  }),
});

export const { useReasonCodesQuery } = reasonCodesApi;
