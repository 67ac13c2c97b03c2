import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_EVENTS } from '../webhook-events';
import { DeliveryLogEntry, WebhookDeliveriesReadModel } from './webhook-deliveries.read-model';
import { WebhookEndpointView, WebhookEndpointsReadModel } from './webhook-endpoints.read-model';

/** The event names an endpoint may pick, and the company's endpoints (never a secret). */
export class ListWebhookEndpoints extends Query<{
  events: typeof WEBHOOK_EVENTS;
  endpoints: WebhookEndpointView[];
}> {
  constructor(readonly companyId: number) {
    super();
  }
}

@QueryHandler(ListWebhookEndpoints)
export class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpoints> {
  constructor(private readonly endpoints: WebhookEndpointsReadModel) {}

  async execute({ companyId }: ListWebhookEndpoints) {
    return { events: WEBHOOK_EVENTS, endpoints: await this.endpoints.list(companyId) };
  }
}

/** The last deliveries of one endpoint, newest first, each with every attempt (a missing endpoint is 404). */
export class ListWebhookDeliveries extends Query<DeliveryLogEntry[]> {
  constructor(
    readonly companyId: number,
    readonly endpointId: string,
  ) {
    super();
  }
}

@QueryHandler(ListWebhookDeliveries)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveries> {
  constructor(
    private readonly endpoints: WebhookEndpointsReadModel,
    private readonly deliveries: WebhookDeliveriesReadModel,
  ) {}

  async execute({ companyId, endpointId }: ListWebhookDeliveries): Promise<DeliveryLogEntry[]> {
    await this.endpoints.get(companyId, endpointId);
    return this.deliveries.list(companyId, endpointId);
  }
}
