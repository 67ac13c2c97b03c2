import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ApiKeyView, ApiKeysReadModel } from './api-keys.read-model';

/** The company's API keys, live ones first, newest first (never a secret). */
export class ListApiKeys extends Query<ApiKeyView[]> {
  constructor(readonly companyId: number) {
    super();
  }
}

@QueryHandler(ListApiKeys)
export class ListApiKeysHandler implements IQueryHandler<ListApiKeys> {
  constructor(private readonly keys: ApiKeysReadModel) {}

  execute({ companyId }: ListApiKeys): Promise<ApiKeyView[]> {
    return this.keys.list(companyId);
  }
}
