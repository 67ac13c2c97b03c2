import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';
import type { PermissionId } from '../../app/authTypes';

/** A key as listed, never its secret (generated: ApiKeyResponse). */
export type ApiKey = components['schemas']['ApiKeyResponse'];

/** The create answer: the only time the whole key (`key`) is ever sent (generated: CreatedApiKeyResponse). */
export type CreatedApiKey = components['schemas']['CreatedApiKeyResponse'];

const LIST = { type: 'ApiKey', id: 'LIST' } as const;

export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKey[], void>({
      query: () => ({ url: 'api/api-keys' }),
      transformResponse: (response: Envelope<ApiKey[]>) => response.data,
      providesTags: [LIST],
    }),
    createApiKey: build.mutation<CreatedApiKey, { name: string; permissions: PermissionId[] }>({
      query: (body) => ({ url: 'api/api-keys', method: 'POST', body }),
      transformResponse: (response: Envelope<CreatedApiKey>) => response.data,
      invalidatesTags: [LIST],
    }),
    revokeApiKey: build.mutation<ApiKey, string>({
      query: (id) => ({ url: `api/api-keys/${id}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<ApiKey>) => response.data,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
