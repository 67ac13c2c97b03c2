import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** Generated from the OpenAPI document (server: privacy/schedule/retention-schedule.*.dto.ts). */
export type RetentionScheduleView = components['schemas']['RetentionScheduleResponse'];
export type RetentionPeriods = components['schemas']['RetentionScheduleRequest'];

const SCHEDULE = { type: 'RetentionSchedule', id: 'COMPANY' } as const;

export const retentionApi = api.enhanceEndpoints({ addTagTypes: ['RetentionSchedule'] }).injectEndpoints({
  endpoints: (build) => ({
    retentionSchedule: build.query<RetentionScheduleView, void>({
      query: () => 'api/privacy/retention-schedule',
      transformResponse: (r: Envelope<RetentionScheduleView>) => r.data,
      providesTags: [SCHEDULE],
    }),
    saveRetentionSchedule: build.mutation<RetentionScheduleView, RetentionPeriods>({
      query: (body) => ({ url: 'api/privacy/retention-schedule', method: 'PUT', body }),
      transformResponse: (r: Envelope<RetentionScheduleView>) => r.data,
      invalidatesTags: [SCHEDULE],
    }),
  }),
});

export const { useRetentionScheduleQuery, useSaveRetentionScheduleMutation } = retentionApi;
