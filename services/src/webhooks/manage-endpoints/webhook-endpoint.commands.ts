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

export class RegisterWebhookEndpoint extends Command<{ id: string; secret: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly input: { url: string; description: string; events: string[] },
  ) {
    super();
  }
}

/** Every other admin command on one endpoint; `rotate-secret` answers the new secret, the rest nothing. */
export type EndpointChange =
  | { kind: 'enable' }
  | { kind: 'disable' }
  | { kind: 'delete' }
  | { kind: 'events'; events: string[] }
  | { kind: 'rotate-secret' };

export class ChangeWebhookEndpoint extends Command<{ secret?: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly endpointId: string,
    readonly change: EndpointChange,
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
  execute({ ctx, input }: RegisterWebhookEndpoint) {
    const id = randomUUID();
    const secret = newWebhookSecret();
    const companyId = ctx.user!.companyId!;
    return this.run(
      ctx,
      id,
      (s) => registerEndpoint(s, { endpointId: id, ...input }),
      async (tx) => {
        await tx.query(
          'INSERT INTO webhook_endpoint_state (endpoint_id, company_id, secret_sealed) VALUES ($1, $2, $3)',
          [id, companyId, this.seal(companyId, id, secret)],
        );
        return { id, secret };
      },
    );
  }
}

@CommandHandler(ChangeWebhookEndpoint)
export class ChangeWebhookEndpointHandler
  extends EndpointHandler
  implements ICommandHandler<ChangeWebhookEndpoint>
{
  /** Another company's endpoint answers like a missing one: its stream is invisible to this tenant. */
  execute({ ctx, endpointId: id, change }: ChangeWebhookEndpoint): Promise<{ secret?: string }> {
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
      case 'delete':
        return this.run(ctx, id, deleteEndpoint, async () => ({}));
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
