import { api } from '../../app/api';
import type { components } from '../../app/generated/openapi';
import type { MessageResponse } from '../auth/authApi';

/** PATCH /api/users/update-password's body (generated: UpdatePasswordRequest). */
export type UpdatePasswordRequest = components['schemas']['UpdatePasswordRequest'];

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePassword: build.mutation<
      MessageResponse & { data?: components['schemas']['AccessTokenResponse'] },
      UpdatePasswordRequest
    >({
      query: (body) => ({ url: 'api/users/update-password', method: 'PATCH', body }),
    }),
  }),
});

export const { useUpdatePasswordMutation } = profileApi;
