import { api } from '../../../app/api';
import type { Envelope } from '../../../app/apiTypes';
import type { StatsRequest } from '../dashboardModel';
import type { ReviewBacklog } from './backlogModel';
import type { DashboardTrends } from './trendModel';

export const trendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardTrends: build.query<DashboardTrends, StatsRequest>({
      query: (body) => ({ url: 'api/dashboard/trends', method: 'POST', body }),
      transformResponse: (response: Envelope<DashboardTrends>) => response.data,
      providesTags: [{ type: 'Dashboard', id: 'TRENDS' }],
    }),
    /** Open review items by age and kind: the queue's state now, whatever the dashboard's period. */
    reviewBacklog: build.query<ReviewBacklog, void>({
      query: () => 'api/review-queue/backlog',
      transformResponse: (response: Envelope<ReviewBacklog>) => response.data,
      providesTags: ['Review'],
    }),
  }),
});

export const { useDashboardTrendsQuery, useReviewBacklogQuery } = trendsApi;
