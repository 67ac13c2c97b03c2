import { Module } from '@nestjs/common';
import { API_KEY_VERIFIER } from '../shared/auth/api-key-verifier';
import { ApiKeyAuthenticator } from './authenticate/api-key-authenticator';
import { CreateApiKeyHandler, RevokeApiKeyHandler } from './manage-keys/api-key.commands';
import { ApiKeysController } from './manage-keys/api-keys.http.controller';
import { ApiKeysReadModel } from './manage-keys/api-keys.read-model';
import { ListApiKeysHandler } from './manage-keys/api-keys.queries';

/** API keys: managed by company admins, verified by the access guard through API_KEY_VERIFIER. */
@Module({
  controllers: [ApiKeysController],
  providers: [
    ApiKeysReadModel,
    ListApiKeysHandler,
    CreateApiKeyHandler,
    RevokeApiKeyHandler,
    ApiKeyAuthenticator,
    { provide: API_KEY_VERIFIER, useExisting: ApiKeyAuthenticator },
  ],
  exports: [API_KEY_VERIFIER],
})
export class ApiKeysModule {}
