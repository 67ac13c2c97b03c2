import { api } from '../../../app/api';
import type { Envelope } from '../../../app/apiTypes';
import type { StatsRequest } from '../dashboardModel';
import type { DashboardTrends } from './trendModel';

export const trendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardTrends: build.query<DashboardTrends, StatsRequest>({
      query: (body) => ({ url: 'api/dashboard/trends', method: 'POST', body }),
      transformResponse: (response: Envelope<DashboardTrends>) => response.data,
      providesTags: [{ type: 'Dashboard', id: 'TRENDS' }],
    }),
  }),
});

export const { useDashboardTrendsQuery } = trendsApi;
