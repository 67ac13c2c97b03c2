import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { PermissionId } from '../../app/authTypes';
import { normalizePermissions } from './teamRules';
import type { TeamUser } from './teamTypes';

const LIST = { type: 'Team', id: 'LIST' } as const;
const one = (id: number) => [LIST, { type: 'Team' as const, id }];

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<Page<TeamUser>, ListArgs>({
      query: (args) => ({ url: 'api/team', params: listParams(args) }),
      transformResponse: (response: Envelope<TeamUser[]>, _meta, args) => {
        const page = toPage(response, args);
        return {
          ...page,
          items: page.items.map((u) => ({ ...u, permissions: normalizePermissions(u.permissions ?? []) })),
        };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((u) => ({ type: 'Team' as const, id: u.id })),
      ],
    }),
    createTeamUser: build.mutation<
      TeamUser,
      { first_name: string; last_name: string; email: string; password: string; permissions: PermissionId[] }
    >({
      query: (body) => ({ url: 'api/team', method: 'POST', body }),
      transformResponse: (response: Envelope<TeamUser>) => response.data,
      invalidatesTags: [LIST],
    }),
    updateTeamUser: build.mutation<
      TeamUser,
      { id: number; first_name: string; last_name: string; permissions: PermissionId[] }
    >({
      query: ({ id, ...body }) => ({ url: `api/team/${id}`, method: 'PUT', body }),
      transformResponse: (response: Envelope<TeamUser>) => response.data,
      invalidatesTags: (_r, _e, { id }) => one(id),
    }),
    setTeamUserDisabled: build.mutation<void, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({
        url: `api/team/${id}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { id }) => one(id),
    }),
    resetTeamUserPassword: build.mutation<void, { id: number; password: string }>({
      query: ({ id, password }) => ({
        url: `api/team/${id}/reset-password`,
        method: 'POST',
        body: { password },
      }),
      invalidatesTags: (_r, _e, { id }) => one(id),
    }),
    deleteTeamUser: build.mutation<void, number>({
      query: (id) => ({ url: `api/team/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useTeamQuery,
  useCreateTeamUserMutation,
  useUpdateTeamUserMutation,
  useSetTeamUserDisabledMutation,
  useResetTeamUserPasswordMutation,
  useDeleteTeamUserMutation,
} = teamApi;
