import { api } from '../../app/api';
import type { components } from '../../app/generated/openapi';
import type { MessageResponse } from '../auth/authApi';

export type OwnSession = components['schemas']['OwnSessionResponse'];
export type SessionTimers = components['schemas']['CurrentSessionResponse'];
export type SessionPolicy = components['schemas']['SessionPolicyResponse'];
export type SessionPolicyRequest = components['schemas']['SessionPolicyRequest'];

const withTags = api.enhanceEndpoints({ addTagTypes: ['SignInSession', 'SessionPolicy'] });

/** Server-side sessions (docs/security.md, "Sessions"): one's own sessions, the timers, the company's limits. */
export const sessionsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    ownSessions: build.query<OwnSession[], void>({
      query: () => 'api/sign-in-sessions',
      transformResponse: (response: { data: OwnSession[] }) => response.data,
      providesTags: ['SignInSession'],
    }),
    endSession: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `api/sign-in-sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SignInSession'],
    }),
    endAllSessions: build.mutation<MessageResponse, void>({
      query: () => ({ url: 'api/sign-in-sessions/end-all', method: 'POST' }),
    }),
    /** A query: sent as background work, so asking does not keep the session alive. */
    sessionTimers: build.query<SessionTimers, void>({
      query: () => 'api/sign-in-sessions/current',
      transformResponse: (response: { data: SessionTimers }) => response.data,
    }),
    /** The user's input (at most once a minute) and "Stay signed in". */
    reportActivity: build.mutation<SessionTimers, void>({
      query: () => ({ url: 'api/sign-in-sessions/current/activity', method: 'POST' }),
      transformResponse: (response: { data: SessionTimers }) => response.data,
    }),
    sessionPolicy: build.query<SessionPolicy, void>({
      query: () => 'api/security/session-policy',
      transformResponse: (response: { data: SessionPolicy }) => response.data,
      providesTags: ['SessionPolicy'],
    }),
    saveSessionPolicy: build.mutation<SessionPolicy, SessionPolicyRequest>({
      query: (body) => ({ url: 'api/security/session-policy', method: 'PUT', body }),
      transformResponse: (response: { data: SessionPolicy }) => response.data,
      invalidatesTags: ['SessionPolicy'],
    }),
  }),
});

export const {
  useOwnSessionsQuery,
  useEndSessionMutation,
  useEndAllSessionsMutation,
  useLazySessionTimersQuery,
  useReportActivityMutation,
  useSessionPolicyQuery,
  useSaveSessionPolicyMutation,
} = sessionsApi;
