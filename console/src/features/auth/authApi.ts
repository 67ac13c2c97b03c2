import type { components } from '../../app/generated/openapi';
import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { AuthUser, LoginData, LoginRequest } from '../../app/authTypes';
import type { MfaChallenge } from './mfa/mfaApi';

/** `{status, message}` answers of the password endpoints (generated: MessageEnvelopeDto). */
export type MessageResponse = components['schemas']['MessageEnvelopeDto'];

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A session (200), or the challenge of a second step (202, mfa/mfaApi.ts).
    login: build.mutation<LoginData | MfaChallenge, LoginRequest>({
      query: (body) => ({ url: 'admin/login', method: 'POST', body }),
      transformResponse: (response: Envelope<LoginData | MfaChallenge>) => response.data,
    }),
    me: build.query<AuthUser, void>({
      query: () => 'api/users/me',
      transformResponse: (response: Envelope<AuthUser>) => response.data,
      providesTags: ['Me'],
    }),
    // Sign-out: the server refuses this token from now on (it would otherwise live until it expires).
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'api/logout', method: 'POST' }),
    }),
    newPassword: build.mutation<MessageResponse, { password: string; confirm_password: string }>({
      query: (body) => ({ url: 'admin/new-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useMeQuery, useNewPasswordMutation } = authApi;
