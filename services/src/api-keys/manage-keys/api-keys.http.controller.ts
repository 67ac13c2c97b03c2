import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { CreateApiKey, RevokeApiKey } from './api-key.commands';
import { CreateApiKeyRequest } from './api-keys.dto';
import { ApiKeysReadModel } from './api-keys.read-model';
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
    private readonly keys: ApiKeysReadModel,
  ) {}

  @Get()
  @ApiData(ApiKeyResponse, { isArray: true })
  async list(@CurrentUser() admin: AuthUser) {
    return ok(await this.keys.list(admin.companyId!));
  }

  /** The only answer that ever carries the secret: `data.key`, to be copied now. */
  @Post()
  @ApiData(CreatedApiKeyResponse, { status: 201 })
  async create(@Body() body: CreateApiKeyRequest, @Ctx() ctx: RequestContext) {
    const { keyId, plaintext } = await this.commands.execute(
      new CreateApiKey(ctx, body.name, body.permissions),
    );
    const view = await this.keys.get(ctx.user!.companyId!, keyId);
    return ok({ ...view, key: plaintext }, localized('message.apiKeyCreated'));
  }

  @Delete(':keyId')
  @ApiData(ApiKeyResponse)
  @ApiErrors(404)
  async revoke(@Param('keyId') keyId: string, @Ctx() ctx: RequestContext) {
    if (!KEY_ID.test(keyId)) throw new NotFoundError('error.notFound.apiKey');
    await this.commands.execute(new RevokeApiKey(ctx, keyId));
    return ok(await this.keys.get(ctx.user!.companyId!, keyId), localized('message.apiKeyRevoked'));
  }
}
