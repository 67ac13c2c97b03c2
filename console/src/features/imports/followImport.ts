import { api } from '../../app/api';
import type { AppDispatch } from '../../app/store';
import { importsApi } from './importsApi';
import { IMPORT_POLL_MS, isActive, type ImportJob } from './importModel';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After an upload, wherever the staff member goes next (spec §8: back one page, usually the list),
 * follow the import until it ends and then refresh what it changed: the lists, the dashboard, the
 * imports (issue 33: the list said "1–25 of 81" long after row 82 was in). Stops on an error answer.
 */
export async function followImport(dispatch: AppDispatch, importId: string): Promise<ImportJob | null> {
  for (;;) {
    const answer = await dispatch(
      importsApi.endpoints.importJob.initiate(importId, { subscribe: false, forceRefetch: true }),
    );
    const job = answer.data;
    if (!job) return null;
    if (!isActive(job.status)) {
      dispatch(
        api.util.invalidateTags([
          { type: 'Session', id: 'LIST' },
          { type: 'Dashboard', id: 'STATS' },
          { type: 'Import', id: 'LIST' },
        ]),
      );
      return job;
    }
    await pause(IMPORT_POLL_MS);
  }
}
