import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** One text or email the product sent (generated: OutboxMessageResponse, server outbox.response.dto.ts). */
export type OutboxMessage = components['schemas']['OutboxMessageResponse'];

/** Messages per delivery status, over every message the filter matches (generated: OutboxCountsResponse). */
export type OutboxCounts = components['schemas']['OutboxCountsResponse'];

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<Page<OutboxMessage> & { counts?: OutboxCounts }, ListArgs>({
      query: (args) => ({ url: 'api/outbox', params: listParams(args) }),
      transformResponse: (response: Envelope<OutboxMessage[]> & { counts?: OutboxCounts }, _meta, args) => ({
        ...toPage(response, args),
        counts: response.counts,
      }),
    }),
  }),
});

export const { useOutboxQuery } = outboxApi;
