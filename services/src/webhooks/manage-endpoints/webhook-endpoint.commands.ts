import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { RequestContext } from '../../shared/auth/auth-user';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant, Tx } from '../../shared/database/database';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { EventStore } from '../../shared/event-store/event-store';
import {
  changeEndpointEvents,
  deleteEndpoint,
  disableEndpoint,
  enableEndpoint,
  registerEndpoint,
  rotateSecret,
  webhookEndpointDecider,
  WebhookEndpointState,
} from '../webhook-endpoint.decider';
import { WebhookEndpointEvent, webhookEndpointStreamId } from '../webhook-endpoint.events';
import { newWebhookSecret } from '../webhook-signature';
import { rotationOverlapHours, WEBHOOK_SECRET_PURPOSE } from './webhook-endpoints';
import { WebhookEndpointView, WebhookEndpointsReadModel } from './webhook-endpoints.read-model';

/** Answers the endpoint as listed, with its signing `secret`: the only time it is shown. */
export class RegisterWebhookEndpoint extends Command<WebhookEndpointView & { secret: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly input: { url: string; description: string; events: string[] },
  ) {
    super();
  }
}

/**
 * Every other admin change of one endpoint. Answers the endpoint as the change left it;
 * `rotate-secret` adds the new `secret`, shown this once.
 */
export type EndpointChange =
  { kind: 'enable' } | { kind: 'disable' } | { kind: 'events'; events: string[] } | { kind: 'rotate-secret' };

export class ChangeWebhookEndpoint extends Command<WebhookEndpointView & { secret?: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly endpointId: string,
    readonly change: EndpointChange,
  ) {
    super();
  }
}

/** Deletes the endpoint: it hears no event from now on and leaves the list. */
export class DeleteWebhookEndpoint extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly endpointId: string,
  ) {
    super();
  }
}

/**
 * A signed `ping` through the real delivery path (queue, signature, retries, log), so an integrator
 * can check the receiver and the signature before any real event. Answers the delivery id.
 */
export class PingWebhookEndpoint extends Command<string> {
  constructor(
    readonly companyId: number,
    readonly endpointId: string,
  ) {
    super();
  }
}

/** The shared body: load the endpoint's stream, decide, append with the actor; then the state rows. */
@Injectable()
abstract class EndpointHandler {
  constructor(
    protected readonly db: Database,
    protected readonly store: EventStore,
    protected readonly keys: TenantKeys,
    protected readonly endpoints: WebhookEndpointsReadModel,
  ) {}

  protected run<T>(
    ctx: RequestContext,
    endpointId: string,
    decide: (s: WebhookEndpointState) => WebhookEndpointEvent[],
    state: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const companyId = ctx.user!.companyId!;
    return this.db.tx(tenant(companyId), async (tx) => {
      const streamId = webhookEndpointStreamId(endpointId);
      const metadata = eventMetadata(ctx, companyId);
      await decideAndAppend(this.store, tx, streamId, webhookEndpointDecider, decide, metadata);
      return state(tx);
    });
  }

  /** Sealed with the tenant key, bound to the endpoint id; the plaintext is answered once. */
  protected seal(companyId: number, endpointId: string, secret: string): Buffer {
    return this.keys.seal(companyId, WEBHOOK_SECRET_PURPOSE, Buffer.from(secret), endpointId);
  }
}

@CommandHandler(RegisterWebhookEndpoint)
export class RegisterWebhookEndpointHandler
  extends EndpointHandler
  implements ICommandHandler<RegisterWebhookEndpoint>
{
  async execute({ ctx, input }: RegisterWebhookEndpoint): Promise<WebhookEndpointView & { secret: string }> {
    const id = randomUUID();
    const secret = newWebhookSecret();
    const companyId = ctx.user!.companyId!;
    await this.run(
      ctx,
      id,
      (s) => registerEndpoint(s, { endpointId: id, ...input }),
      async (tx) => {
        await tx.query(
          'INSERT INTO webhook_endpoint_state (endpoint_id, company_id, secret_sealed) VALUES ($1, $2, $3)',
          [id, companyId, this.seal(companyId, id, secret)],
        );
      },
    );
    return { ...(await this.endpoints.get(companyId, id)), secret };
  }
}

@CommandHandler(ChangeWebhookEndpoint)
export class ChangeWebhookEndpointHandler
  extends EndpointHandler
  implements ICommandHandler<ChangeWebhookEndpoint>
{
  /** Another company's endpoint answers like a missing one: its stream is invisible to this tenant. */
  async execute({
    ctx,
    endpointId: id,
    change,
  }: ChangeWebhookEndpoint): Promise<WebhookEndpointView & { secret?: string }> {
    const { secret } = await this.apply(ctx, id, change);
    const endpoint = await this.endpoints.get(ctx.user!.companyId!, id);
    return secret === undefined ? endpoint : { ...endpoint, secret };
  }

  private apply(ctx: RequestContext, id: string, change: EndpointChange): Promise<{ secret?: string }> {
    const companyId = ctx.user!.companyId!;
    switch (change.kind) {
      case 'enable':
      case 'disable':
        // Either way the failure streak starts again: re-enabling after an automatic disable counts anew.
        return this.run(ctx, id, change.kind === 'enable' ? enableEndpoint : disableEndpoint, async (tx) => {
          await tx.query(
            'UPDATE webhook_endpoint_state SET consecutive_failures = 0 WHERE endpoint_id = $1',
            [id],
          );
          return {};
        });
      case 'events':
        return this.run(
          ctx,
          id,
          (s) => changeEndpointEvents(s, change.events),
          async () => ({}),
        );
      case 'rotate-secret': {
        // The current secret keeps signing beside the new one for the overlap, so receivers can switch.
        const secret = newWebhookSecret();
        const until = new Date(Date.now() + rotationOverlapHours() * 3_600_000);
        return this.run(
          ctx,
          id,
          (s) => rotateSecret(s, until),
          async (tx) => {
            await tx.query(
              `UPDATE webhook_endpoint_state SET previous_secret_sealed = secret_sealed, secret_sealed = $2,
                      previous_secret_until = $3 WHERE endpoint_id = $1`,
              [id, this.seal(companyId, id, secret), until],
            );
            return { secret };
          },
        );
      }
    }
  }
}

@CommandHandler(DeleteWebhookEndpoint)
export class DeleteWebhookEndpointHandler
  extends EndpointHandler
  implements ICommandHandler<DeleteWebhookEndpoint>
{
  /** Another company's endpoint answers like a missing one: its stream is invisible to this tenant. */
  async execute({ ctx, endpointId }: DeleteWebhookEndpoint): Promise<void> {
    await this.run(ctx, endpointId, deleteEndpoint, async () => undefined);
  }
}

/** Its own stream per ping: never ordered behind (or ahead of) real deliveries. */
@CommandHandler(PingWebhookEndpoint)
export class PingWebhookEndpointHandler implements ICommandHandler<PingWebhookEndpoint> {
  constructor(
    private readonly db: Database,
    private readonly endpoints: WebhookEndpointsReadModel,
  ) {}

  async execute({ companyId, endpointId: id }: PingWebhookEndpoint): Promise<string> {
    await this.endpoints.get(companyId, id);
    const deliveryId = randomUUID();
    const eventId = randomUUID();
    const payload = {
      id: deliveryId,
      event: 'ping',
      event_id: eventId,
      occurred_at: new Date().toISOString(),
      data: { endpoint_id: id },
    };
    await this.db.rows(
      tenant(companyId),
      `INSERT INTO webhook_deliveries (id, company_id, endpoint_id, event_id, event, stream_id, position, payload)
       VALUES ($1, $2, $3, $4, 'ping', $5, 0, $6)`,
      [deliveryId, companyId, id, eventId, `ping-${deliveryId}`, payload],
    );
    return deliveryId;
  }
}
