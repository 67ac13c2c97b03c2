import { api } from '../../app/api';
import { toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** One view of an applicant's personal data (generated: AccessLogLineResponse). */
export type AccessLogLine = components['schemas']['AccessLogLineResponse'];
/** Someone with lines in the log, for the staff-member filter (generated: AccessLogActorResponse). */
export type AccessLogActor = components['schemas']['AccessLogActorResponse'];
/** A company's line count, the super admin's only view (generated: AccessLogCountResponse). */
export type AccessLogCount = components['schemas']['AccessLogCountResponse'];

/** The page's filters as the server takes them (empty ones left out). */
export interface AccessLogFilters {
  actor?: string;
  applicant?: string;
  from?: string;
  to?: string;
}

/** The filters without empty values, for the list and the CSV export alike. */
export function accessLogParams(filters: AccessLogFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
}

export const accessLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    accessLog: build.query<Page<AccessLogLine>, ListArgs & AccessLogFilters>({
      query: ({ page, limit, actor, applicant, from, to }) => ({
        url: 'api/access-log',
        params: { page, limit, ...accessLogParams({ actor, applicant, from, to }) },
      }),
      transformResponse: (response: Envelope<AccessLogLine[]>, _meta, args) => {
        const found = toPage(response, args);
        // The server counts up to 10,001 lines: more than that is "10,000 or more".
        return found.total > 10_000 ? { ...found, total: 10_000, capped: true } : found;
      },
    }),
    accessLogActors: build.query<AccessLogActor[], void>({
      query: () => 'api/access-log/actors',
      transformResponse: (response: Envelope<AccessLogActor[]>) => response.data,
    }),
    accessLogCounts: build.query<AccessLogCount[], void>({
      query: () => 'api/access-log/counts',
      transformResponse: (response: Envelope<AccessLogCount[]>) => response.data,
    }),
  }),
});

export const { useAccessLogQuery, useAccessLogActorsQuery, useAccessLogCountsQuery } = accessLogApi;
