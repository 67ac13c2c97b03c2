import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { isUuid } from '../../shared/http/uuid';
import { checkEndpointUrl } from '../endpoint-address';
import { ChangeWebhookEventsRequest, CreateWebhookRequest } from './webhooks.dto';
import {
  ChangeWebhookEndpoint,
  DeleteWebhookEndpoint,
  EndpointChange,
  PingWebhookEndpoint,
  RegisterWebhookEndpoint,
} from './webhook-endpoint.commands';
import { ListWebhookDeliveries, ListWebhookEndpoints } from './webhooks.queries';
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
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiData(WebhookEndpointsResponse, {
    description:
      "`events`: the event names an endpoint may pick; `endpoints`: the company's endpoints (never a secret).",
  })
  async list(@CurrentUser() admin: AuthUser) {
    return ok(await this.queries.execute(new ListWebhookEndpoints(admin.companyId!)));
  }

  /** The answer's `secret` is the only time the signing secret is shown. */
  @Post()
  @ApiData(WebhookEndpointWithSecretResponse, {
    status: 201,
    description: 'The endpoint with its `secret`, shown this once.',
  })
  async create(@Body() body: CreateWebhookRequest, @Ctx() ctx: RequestContext) {
    const url = await checkEndpointUrl(body.url);
    const registered = await this.commands.execute(
      new RegisterWebhookEndpoint(ctx, {
        url: url.toString(),
        description: body.description ?? '',
        events: body.events,
      }),
    );
    return ok(registered, localized('message.endpointRegistered'));
  }

  @Post(':id/rotate-secret')
  @ApiData(WebhookEndpointWithSecretResponse, {
    description: 'The new `secret`, shown this once; the old one signs too for 24 h.',
  })
  @ApiErrors(404)
  @HttpCode(200)
  async rotate(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    return ok(await this.change(ctx, id, { kind: 'rotate-secret' }), localized('message.secretRotated'));
  }

  @Post(':id/enable')
  @ApiData(WebhookEndpointResponse)
  @ApiErrors(404)
  @HttpCode(200)
  async enable(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    return ok(await this.change(ctx, id, { kind: 'enable' }));
  }

  @Post(':id/disable')
  @ApiData(WebhookEndpointResponse)
  @ApiErrors(404)
  @HttpCode(200)
  async disable(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    return ok(await this.change(ctx, id, { kind: 'disable' }));
  }

  @Delete(':id')
  @ApiMessage()
  @ApiErrors(404)
  async remove(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new DeleteWebhookEndpoint(ctx, endpointId(id)));
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
    return ok(await this.change(ctx, id, { kind: 'events', events: body.events }));
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
    const deliveryId = await this.commands.execute(new PingWebhookEndpoint(admin.companyId!, endpointId(id)));
    return ok({ delivery_id: deliveryId }, localized('message.testDeliveryQueued'));
  }

  @Get(':id/deliveries')
  @ApiData(WebhookDeliveryResponse, {
    isArray: true,
    description: 'The last 100 deliveries, newest first, each with every attempt and its response code.',
  })
  @ApiErrors(404)
  async log(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    return ok(await this.queries.execute(new ListWebhookDeliveries(admin.companyId!, endpointId(id))));
  }

  private change(ctx: RequestContext, id: string, change: EndpointChange) {
    return this.commands.execute(new ChangeWebhookEndpoint(ctx, endpointId(id), change));
  }
}
