import { Module } from '@nestjs/common';
import { TenantKeys, tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { RUNTIME, Runtime } from '../shared/runtime';
import { WebhookDeliveriesReadModel } from './manage-endpoints/webhook-deliveries.read-model';
import { WebhookEndpointsReadModel } from './manage-endpoints/webhook-endpoints.read-model';
import { WebhooksController } from './manage-endpoints/webhooks.http.controller';
import {
  ChangeWebhookEndpointHandler,
  DeleteWebhookEndpointHandler,
  PingWebhookEndpointHandler,
  RegisterWebhookEndpointHandler,
} from './manage-endpoints/webhook-endpoint.commands';
import {
  ListWebhookDeliveriesHandler,
  ListWebhookEndpointsHandler,
} from './manage-endpoints/webhooks.queries';

/** The API side of webhooks: endpoints and the delivery log. Dispatch and delivery run in the worker. */
@Module({
  controllers: [WebhooksController],
  providers: [
    {
      provide: TenantKeys,
      useFactory: (runtime: Runtime) => tenantKeysFrom(runtime.secrets),
      inject: [RUNTIME],
    },
    WebhookEndpointsReadModel,
    WebhookDeliveriesReadModel,
    ListWebhookEndpointsHandler,
    ListWebhookDeliveriesHandler,
    RegisterWebhookEndpointHandler,
    ChangeWebhookEndpointHandler,
    DeleteWebhookEndpointHandler,
    PingWebhookEndpointHandler,
  ],
})
export class WebhooksModule {}
