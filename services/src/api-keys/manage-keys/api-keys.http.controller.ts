import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { CreateApiKey, RevokeApiKey } from './api-key.commands';
import { CreateApiKeyRequest } from './api-keys.dto';
import { ListApiKeys } from './api-keys.queries';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { ApiKeyResponse, CreatedApiKeyResponse } from './api-key.response.dto';
import { localized } from '../../shared/i18n';

const KEY_ID = /^[0-9a-f]{16}$/;

/**
 * A company admin's API keys (issue 14). Keys authenticate as company users (type 3), so a key can
 * never reach these routes and mint or revoke keys itself.
 */
@Controller('api/api-keys')
@CompanyAdminOnly()
export class ApiKeysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiData(ApiKeyResponse, { isArray: true })
  async list(@CurrentUser() admin: AuthUser) {
    return ok(await this.queries.execute(new ListApiKeys(admin.companyId!)));
  }

  /** The only answer that ever carries the secret: `data.key`, to be copied now. */
  @Post()
  @ApiData(CreatedApiKeyResponse, { status: 201 })
  async create(@Body() body: CreateApiKeyRequest, @Ctx() ctx: RequestContext) {
    const created = await this.commands.execute(new CreateApiKey(ctx, body.name, body.permissions));
    return ok(created, localized('message.apiKeyCreated'));
  }

  @Delete(':keyId')
  @ApiData(ApiKeyResponse)
  @ApiErrors(404)
  async revoke(@Param('keyId') keyId: string, @Ctx() ctx: RequestContext) {
    if (!KEY_ID.test(keyId)) throw new NotFoundError('error.notFound.apiKey');
    return ok(await this.commands.execute(new RevokeApiKey(ctx, keyId)), localized('message.apiKeyRevoked'));
  }
}
