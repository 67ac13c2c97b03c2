import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { DashboardStats, StatsRequest } from './dashboardModel';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, StatsRequest>({
      query: (body) => ({ url: 'api/dashboard/stats', method: 'POST', body }),
      transformResponse: (response: Envelope<DashboardStats>) => response.data,
      providesTags: [{ type: 'Dashboard', id: 'STATS' }],
    }),
  }),
});

export const { useDashboardStatsQuery } = dashboardApi;
