import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { apiKeyDecider, createApiKey, revokeApiKey } from '../api-key.decider';
import { apiKeyStreamId } from '../api-key.events';
import { issueKey } from '../api-key-secret';
import { ApiKeyView, ApiKeysReadModel } from './api-keys.read-model';

/** Answers the new key as listed, with its plaintext: the only time the secret leaves the server. */
export class CreateApiKey extends Command<ApiKeyView & { key: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly name: string,
    readonly permissions: number[],
  ) {
    super();
  }
}

/** Answers the key as listed, now revoked. */
export class RevokeApiKey extends Command<ApiKeyView> {
  constructor(
    readonly ctx: RequestContext,
    readonly keyId: string,
  ) {
    super();
  }
}

/** The plaintext key leaves this handler once, in the answer to the admin who created it. */
@CommandHandler(CreateApiKey)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKey> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: ApiKeysReadModel,
  ) {}

  async execute({ ctx, name, permissions }: CreateApiKey): Promise<ApiKeyView & { key: string }> {
    const companyId = ctx.user!.companyId!;
    const issued = issueKey();
    const createdBy = { id: ctx.user!.id, name: ctx.user!.name };
    await this.db.tx(tenant(companyId), (tx) =>
      decideAndAppend(
        this.store,
        tx,
        apiKeyStreamId(issued.keyId),
        apiKeyDecider,
        (s) =>
          createApiKey(s, {
            keyId: issued.keyId,
            name,
            permissions,
            secretHash: issued.secretHash,
            createdBy,
          }),
        eventMetadata(ctx, companyId),
      ),
    );
    return { ...(await this.keys.get(companyId, issued.keyId)), key: issued.plaintext };
  }
}

@CommandHandler(RevokeApiKey)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKey> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: ApiKeysReadModel,
  ) {}

  /** Another company's key id answers like a missing one: its stream is invisible to this tenant. */
  async execute({ ctx, keyId }: RevokeApiKey): Promise<ApiKeyView> {
    const companyId = ctx.user!.companyId!;
    const by = { id: ctx.user!.id, name: ctx.user!.name };
    await this.db.tx(tenant(companyId), (tx) =>
      decideAndAppend(
        this.store,
        tx,
        apiKeyStreamId(keyId),
        apiKeyDecider,
        (s) => revokeApiKey(s, by),
        eventMetadata(ctx, companyId),
      ),
    );
    return this.keys.get(companyId, keyId);
  }
}
