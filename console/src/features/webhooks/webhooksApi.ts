import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';

export type WebhookEventName =
  | 'import.completed'
  | 'import.failed'
  | 'idv.completed'
  | 'idv.overridden'
  | 'watchlist.match_found'
  | 'watchlist.match_reviewed';

export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventName[];
  enabled: boolean;
  consecutive_failures: number;
  disabled_at: string | null;
  disabled_reason: string | null;
  previous_secret_until: string | null;
  created_by: string;
  created_at: string;
}

/** Create and rotate answers: the only time the signing secret is sent. */
export interface EndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

export interface DeliveryAttempt {
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: string;
}

export interface Delivery {
  id: string;
  /** A subscribed event, or `ping` (a test sent from this page). */
  event: WebhookEventName | 'ping';
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
  tries: DeliveryAttempt[];
}

const LIST = { type: 'Webhook', id: 'LIST' } as const;

export const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['Webhook'] }).injectEndpoints({
  endpoints: (build) => ({
    webhooks: build.query<{ events: WebhookEventName[]; endpoints: WebhookEndpoint[] }, void>({
      query: () => ({ url: 'api/webhooks' }),
      transformResponse: (r: Envelope<{ events: WebhookEventName[]; endpoints: WebhookEndpoint[] }>) =>
        r.data,
      providesTags: [LIST],
    }),
    createWebhook: build.mutation<
      EndpointWithSecret,
      { url: string; description: string; events: WebhookEventName[] }
    >({
      query: (body) => ({ url: 'api/webhooks', method: 'POST', body }),
      transformResponse: (r: Envelope<EndpointWithSecret>) => r.data,
      invalidatesTags: [LIST],
    }),
    rotateWebhookSecret: build.mutation<EndpointWithSecret, string>({
      query: (id) => ({ url: `api/webhooks/${id}/rotate-secret`, method: 'POST' }),
      transformResponse: (r: Envelope<EndpointWithSecret>) => r.data,
      invalidatesTags: [LIST],
    }),
    setWebhookEnabled: build.mutation<WebhookEndpoint, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({
        url: `api/webhooks/${id}/${enabled ? 'enable' : 'disable'}`,
        method: 'POST',
      }),
      invalidatesTags: [LIST],
    }),
    deleteWebhook: build.mutation<void, string>({
      query: (id) => ({ url: `api/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    pingWebhook: build.mutation<{ delivery_id: string }, string>({
      query: (id) => ({ url: `api/webhooks/${id}/ping`, method: 'POST' }),
      transformResponse: (r: Envelope<{ delivery_id: string }>) => r.data,
      invalidatesTags: [LIST],
    }),
    webhookDeliveries: build.query<Delivery[], string>({
      query: (id) => ({ url: `api/webhooks/${id}/deliveries` }),
      transformResponse: (r: Envelope<Delivery[]>) => r.data,
      providesTags: [LIST],
    }),
  }),
});

export const {
  useWebhooksQuery,
  useCreateWebhookMutation,
  useRotateWebhookSecretMutation,
  useSetWebhookEnabledMutation,
  useDeleteWebhookMutation,
  useWebhookDeliveriesQuery,
  usePingWebhookMutation,
} = webhooksApi;
