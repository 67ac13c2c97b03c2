import { apiClient } from './http-client';
import { until } from './until';

/**
 * A queued PDF report's status once the worker has rendered it (`file_url`, `bytes`, `render_ms`...);
 * a failed job fails the test with the job's answer.
 */
export async function renderedReport(
  api: ReturnType<typeof apiClient>,
  token: string,
  jobId: string,
  timeoutMs = 60_000,
) {
  return until(
    'the PDF report',
    async () => {
      const r = await api.call('GET', `/api/reports/${jobId}`, { token });
      if (r.body.data?.status === 'failed') throw new Error(`the report failed: ${JSON.stringify(r.body)}`);
      return r.body.data?.status === 'done' ? r.body.data : null;
    },
    timeoutMs,
  );
}
