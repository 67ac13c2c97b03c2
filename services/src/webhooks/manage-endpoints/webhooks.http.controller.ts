import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { isUuid } from '../../shared/http/uuid';
import { checkEndpointUrl } from '../endpoint-address';
import { WEBHOOK_EVENTS } from '../webhook-events';
import { WebhookDeliveriesReadModel } from './webhook-deliveries.read-model';
import { WebhookEndpoints } from './webhook-endpoints';
import { ChangeWebhookEventsRequest, CreateWebhookRequest } from './webhooks.dto';
import { ChangeWebhookEndpoint, EndpointChange, RegisterWebhookEndpoint } from './webhook-endpoint.commands';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import {
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
  WebhookEndpointWithSecretResponse,
  WebhookEndpointsResponse,
  WebhookPingResponse,
} from './webhooks.response.dto';
import { localized } from '../../shared/i18n';

const endpointId = (id: string) => {
  if (!isUuid(id)) throw new NotFoundError('error.notFound.webhookEndpoint');
  return id;
};

/**
 * A company admin's webhook endpoints and their delivery log (issue 14, docs/integrations.md). Every
 * change is an event on the endpoint's stream, with the admin in its metadata (the audit trail).
 */
@Controller('api/webhooks')
@CompanyAdminOnly()
export class WebhooksController {
  constructor(
    private readonly commands: CommandBus,
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveriesReadModel,
  ) {}

  @Get()
  @ApiData(WebhookEndpointsResponse, {
    description:
      "`events`: the event names an endpoint may pick; `endpoints`: the company's endpoints (never a secret).",
  })
  async list(@CurrentUser() admin: AuthUser) {
    return ok({ events: WEBHOOK_EVENTS, endpoints: await this.endpoints.list(admin.companyId!) });
  }

  /** The answer's `secret` is the only time the signing secret is shown. */
  @Post()
  @ApiData(WebhookEndpointWithSecretResponse, {
    status: 201,
    description: 'The endpoint with its `secret`, shown this once.',
  })
  async create(@Body() body: CreateWebhookRequest, @Ctx() ctx: RequestContext) {
    const url = await checkEndpointUrl(body.url);
    const { id, secret } = await this.commands.execute(
      new RegisterWebhookEndpoint(ctx, {
        url: url.toString(),
        description: body.description ?? '',
        events: body.events,
      }),
    );
    return ok(
      { ...(await this.endpoints.get(ctx.user!.companyId!, id)), secret },
      localized('message.endpointRegistered'),
    );
  }

  @Post(':id/rotate-secret')
  @ApiData(WebhookEndpointWithSecretResponse, {
    description: 'The new `secret`, shown this once; the old one signs too for 24 h.',
  })
  @ApiErrors(404)
  @HttpCode(200)
  async rotate(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    const { secret } = await this.change(ctx, id, { kind: 'rotate-secret' });
    return ok(
      { ...(await this.endpoints.get(ctx.user!.companyId!, id)), secret },
      localized('message.secretRotated'),
    );
  }

  @Post(':id/enable')
  @ApiData(WebhookEndpointResponse)
  @ApiErrors(404)
  @HttpCode(200)
  async enable(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    await this.change(ctx, id, { kind: 'enable' });
    return ok(await this.endpoints.get(ctx.user!.companyId!, id));
  }

  @Post(':id/disable')
  @ApiData(WebhookEndpointResponse)
  @ApiErrors(404)
  @HttpCode(200)
  async disable(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    await this.change(ctx, id, { kind: 'disable' });
    return ok(await this.endpoints.get(ctx.user!.companyId!, id));
  }

  @Delete(':id')
  @ApiMessage()
  @ApiErrors(404)
  async remove(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    await this.change(ctx, id, { kind: 'delete' });
    return ok(undefined, localized('message.deleted'));
  }

  /** Which events the endpoint hears from now on; the same set records nothing. */
  @Put(':id/events')
  @ApiData(WebhookEndpointResponse, { description: 'The endpoint with its new `events`.' })
  @ApiErrors(404)
  async changeEvents(
    @Param('id') id: string,
    @Body() body: ChangeWebhookEventsRequest,
    @Ctx() ctx: RequestContext,
  ) {
    await this.change(ctx, id, { kind: 'events', events: body.events });
    return ok(await this.endpoints.get(ctx.user!.companyId!, id));
  }

  /** Sends a signed `ping` now (through the queue, logged like any delivery). */
  @Post(':id/ping')
  @ApiData(WebhookPingResponse, {
    status: 202,
    description: '`delivery_id` of the ping, to find in the delivery log.',
  })
  @ApiErrors(404)
  @HttpCode(202)
  async ping(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    const deliveryId = await this.endpoints.ping(admin.companyId!, endpointId(id));
    return ok({ delivery_id: deliveryId }, localized('message.testDeliveryQueued'));
  }

  @Get(':id/deliveries')
  @ApiData(WebhookDeliveryResponse, {
    isArray: true,
    description: 'The last 100 deliveries, newest first, each with every attempt and its response code.',
  })
  @ApiErrors(404)
  async log(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    await this.endpoints.get(admin.companyId!, endpointId(id));
    return ok(await this.deliveries.list(admin.companyId!, id));
  }

  private change(ctx: RequestContext, id: string, change: EndpointChange): Promise<{ secret?: string }> {
    return this.commands.execute(new ChangeWebhookEndpoint(ctx, endpointId(id), change));
  }
}
