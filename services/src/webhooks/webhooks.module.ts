import { Module } from '@nestjs/common';
import { TenantKeys, tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { RUNTIME, Runtime } from '../shared/runtime';
import { WebhookDeliveriesReadModel } from './manage-endpoints/webhook-deliveries.read-model';
import { WebhookEndpoints } from './manage-endpoints/webhook-endpoints';
import { WebhooksController } from './manage-endpoints/webhooks.http.controller';
import {
  ChangeWebhookEndpointHandler,
  RegisterWebhookEndpointHandler,
} from './manage-endpoints/webhook-endpoint.commands';

/** The API side of webhooks: endpoints and the delivery log. Dispatch and delivery run in the worker. */
@Module({
  controllers: [WebhooksController],
  providers: [
    {
      provide: TenantKeys,
      useFactory: (runtime: Runtime) => tenantKeysFrom(runtime.secrets),
      inject: [RUNTIME],
    },
    WebhookEndpoints,
    RegisterWebhookEndpointHandler,
    ChangeWebhookEndpointHandler,
    WebhookDeliveriesReadModel,
  ],
})
export class WebhooksModule {}
