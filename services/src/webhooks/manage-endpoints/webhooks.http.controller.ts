import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { isUuid } from '../../shared/http/uuid';
import { checkEndpointUrl } from '../endpoint-address';
import { WEBHOOK_EVENTS } from '../webhook-events';
import { WebhookDeliveriesReadModel } from './webhook-deliveries.read-model';
import { WebhookEndpoints } from './webhook-endpoints';
import { CreateWebhookRequest } from './webhooks.dto';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';

const endpointId = (id: string) => {
  if (!isUuid(id)) throw new NotFoundError('Webhook endpoint');
  return id;
};

/** A company admin's webhook endpoints and their delivery log (issue 14, docs/integrations.md). */
@Controller('api/webhooks')
@CompanyAdminOnly()
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly deliveries: WebhookDeliveriesReadModel,
  ) {}

  @Get()
  @ApiData('object', {
    description:
      "`events`: the event names an endpoint may pick; `endpoints`: the company's endpoints (never a secret).",
  })
  async list(@CurrentUser() admin: AuthUser) {
    return ok({ events: WEBHOOK_EVENTS, endpoints: await this.endpoints.list(admin.companyId!) });
  }

  /** The answer's `secret` is the only time the signing secret is shown. */
  @Post()
  @ApiData('object', { status: 201, description: 'The endpoint with its `secret`, shown this once.' })
  async create(@Body() body: CreateWebhookRequest, @CurrentUser() admin: AuthUser) {
    const url = await checkEndpointUrl(body.url);
    const { id, secret } = await this.endpoints.create(admin.companyId!, {
      url: url.toString(),
      description: (body.description ?? '').trim(),
      events: body.events,
      createdBy: admin.name,
    });
    return ok(
      { ...(await this.endpoints.get(admin.companyId!, id)), secret },
      'Endpoint registered. Copy the signing secret now: it will not be shown again.',
    );
  }

  @Post(':id/rotate-secret')
  @ApiData('object', { description: 'The new `secret`, shown this once; the old one signs too for 24 h.' })
  @ApiErrors(404)
  @HttpCode(200)
  async rotate(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    const secret = await this.endpoints.rotate(admin.companyId!, endpointId(id));
    return ok(
      { ...(await this.endpoints.get(admin.companyId!, id)), secret },
      'New signing secret. The previous one keeps signing until the overlap ends.',
    );
  }

  @Post(':id/enable')
  @ApiData('object')
  @ApiErrors(404)
  @HttpCode(200)
  async enable(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    await this.endpoints.setEnabled(admin.companyId!, endpointId(id), true);
    return ok(await this.endpoints.get(admin.companyId!, id));
  }

  @Post(':id/disable')
  @ApiData('object')
  @ApiErrors(404)
  @HttpCode(200)
  async disable(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    await this.endpoints.setEnabled(admin.companyId!, endpointId(id), false);
    return ok(await this.endpoints.get(admin.companyId!, id));
  }

  @Delete(':id')
  @ApiMessage()
  @ApiErrors(404)
  async remove(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    await this.endpoints.remove(admin.companyId!, endpointId(id));
    return ok(undefined, 'Deleted successfully!');
  }

  /** Sends a signed `ping` now (through the queue, logged like any delivery). */
  @Post(':id/ping')
  @ApiData('object', { status: 202, description: '`delivery_id` of the ping, to find in the delivery log.' })
  @ApiErrors(404)
  @HttpCode(202)
  async ping(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    const deliveryId = await this.endpoints.ping(admin.companyId!, endpointId(id));
    return ok({ delivery_id: deliveryId }, 'Test delivery queued');
  }

  @Get(':id/deliveries')
  @ApiData('object', {
    isArray: true,
    description: 'The last 100 deliveries, newest first, each with every attempt and its response code.',
  })
  @ApiErrors(404)
  async log(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    await this.endpoints.get(admin.companyId!, endpointId(id));
    return ok(await this.deliveries.list(admin.companyId!, id));
  }
}
