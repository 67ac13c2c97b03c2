import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';

/** One text or email the product sent (or, with the local adapters, would have sent). */
export interface OutboxMessage {
  id: string;
  company_id: number;
  channel: 'sms' | 'email';
  purpose: string;
  /** Whole only when readable; otherwise masked (first and last characters). */
  recipient: string;
  subject: string | null;
  /** The text with its link: null unless readable (a demo on the local outbox). */
  body: string | null;
  readable: boolean;
  status: string;
  provider: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** Messages per delivery status, over the whole outbox. */
export interface OutboxCounts {
  pending: number;
  delivered: number;
  failed: number;
}

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
