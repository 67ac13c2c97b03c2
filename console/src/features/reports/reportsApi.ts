import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';

/** GET /api/reports/{jobId}: a PDF report's progress (an IDV's or a verification session's). */
export interface ReportStatus {
  job_id: string;
  idv_id: string | null;
  session_uuid: string | null;
  status: 'queued' | 'rendering' | 'done' | 'failed';
  progress: number;
  file_name: string | null;
  bytes: number | null;
  message: string | null;
  file_url: string | null;
}

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
