import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** GET /api/reports/{jobId}: a PDF report's progress (generated: ReportJobResponse, server idv-report.response.dto.ts). */
export type ReportStatus = components['schemas']['ReportJobResponse'];

/** A report job just queued (generated: ReportQueuedResponse). */
export type ReportQueued = components['schemas']['ReportQueuedResponse'];

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportStatus: build.query<ReportStatus, string>({
      query: (jobId) => `api/reports/${encodeURIComponent(jobId)}`,
      transformResponse: (response: Envelope<ReportStatus>) => response.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReportStatusQuery } = reportsApi;
