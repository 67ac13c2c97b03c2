import { api } from '../../app/api';
import type { MessageResponse } from '../auth/authApi';

export interface UpdatePasswordRequest {
  currentPassword: string;
  password: string;
  confirmpassword: string;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updatePassword: build.mutation<
      MessageResponse & { data?: { access_token?: string } },
      UpdatePasswordRequest
    >({
      query: (body) => ({ url: 'api/users/update-password', method: 'PATCH', body }),
    }),
  }),
});

export const { useUpdatePasswordMutation } = profileApi;
