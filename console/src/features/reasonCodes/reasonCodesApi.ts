import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';

export interface ReasonCodeRow {
  code: string;
  description: string;
  family?: string;
  level?: string;
}

export const reasonCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    reasonCodes: build.query<Page<ReasonCodeRow>, ListArgs>({
      query: (args) => ({ url: 'api/reason-codes', params: listParams(args) }),
      transformResponse: (response: Envelope<ReasonCodeRow[]>, _meta, args) => toPage(response, args),
    }),
  }),
});

export const { useReasonCodesQuery } = reasonCodesApi;
