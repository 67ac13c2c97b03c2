import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { Session, SessionSource } from './sessionTypes';
import type { RiskFilter } from './status';
import type { ReportQueued } from '../reports/reportsApi';

export interface SessionListArgs extends ListArgs {
  source: SessionSource;
  risk: RiskFilter;
  /** The URL filter, forwarded as-is. */
  filters: Record<string, string>;
}

/** Query of GET /api/getSessions (and /api/students, /api/exportSessions): paging, search, risk and URL filters. */
export function sessionParams(args: Omit<SessionListArgs, 'source'>): Record<string, string | number> {
  const params: Record<string, string | number> = { ...args.filters, ...listParams(args) };
  if (args.risk !== 'all') params.overall_risk_level = args.risk;
  return params;
}

export const verificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<Page<Session>, SessionListArgs>({
      query: ({ source, ...args }) =>
        source.kind === 'students'
          ? { url: 'api/students', params: { ...sessionParams(args), form: source.form } }
          : { url: 'api/getSessions', params: sessionParams(args) },
      transformResponse: (response: Envelope<Session[]>, _meta, args) => toPage(response, args),
      providesTags: (result) => [
        { type: 'Session', id: 'LIST' },
        ...(result?.items ?? []).map((s) => ({ type: 'Session' as const, id: s.uuid })),
      ],
    }),
    session: build.query<Session, string>({
      query: (uuid) => `api/getSessions/${encodeURIComponent(uuid)}`,
      transformResponse: (response: Envelope<Session>) => response.data,
      providesTags: (_r, _e, uuid) => [{ type: 'Session', id: uuid }],
    }),
    /** The detail's Export (spec §2): queues the PDF; ReportButton polls /api/reports/{job_id}. */
    requestSessionReport: build.mutation<ReportQueued, string>({
      query: (uuid) => ({ url: `api/sessions/${encodeURIComponent(uuid)}/report`, method: 'POST' }),
      transformResponse: (response: Envelope<ReportQueued>) => response.data,
    }),
  }),
});

export const { useSessionsQuery, useSessionQuery, useRequestSessionReportMutation } = verificationsApi;
