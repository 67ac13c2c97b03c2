import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** Generated from the OpenAPI document (server: webhooks/manage-endpoints/webhooks.response.dto.ts). */
type Schemas = components['schemas'];
export type WebhookEventName = Schemas['WebhookEvent'];
export type WebhookEndpoint = Schemas['WebhookEndpointResponse'];
/** Create and rotate answers: the only time the signing secret is sent. */
export type EndpointWithSecret = Schemas['WebhookEndpointWithSecretResponse'];
export type DeliveryAttempt = Schemas['WebhookAttemptResponse'];
/** One delivery; `event` is a subscribed event or `ping` (a test sent from this page). */
export type Delivery = Schemas['WebhookDeliveryResponse'];

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
    /** Which events an endpoint receives from now on (the server records the change in its history). */
    changeWebhookEvents: build.mutation<WebhookEndpoint, { id: string; events: WebhookEventName[] }>({
      query: ({ id, events }) => ({ url: `api/webhooks/${id}/events`, method: 'PUT', body: { events } }),
      transformResponse: (r: Envelope<WebhookEndpoint>) => r.data,
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
  useChangeWebhookEventsMutation,
  useDeleteWebhookMutation,
  useWebhookDeliveriesQuery,
  usePingWebhookMutation,
} = webhooksApi;
