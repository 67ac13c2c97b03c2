import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';

/** One text or email the product sent (or, with the local adapters, would have sent). */
export interface OutboxMessage {
  id: string;
  company_id: number;
  channel: 'sms' | 'email';
  purpose: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  provider: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<Page<OutboxMessage>, ListArgs>({
      query: (args) => ({ url: 'api/outbox', params: listParams(args) }),
      transformResponse: (response: Envelope<OutboxMessage[]>, _meta, args) => toPage(response, args),
    }),
  }),
});

export const { useOutboxQuery } = outboxApi;
