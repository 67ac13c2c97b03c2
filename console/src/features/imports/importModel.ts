import type { components } from '../../app/generated/openapi';

import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui';

export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';

/** An import as GET /api/imports(/:id) returns it: generated from the OpenAPI document (server: import.response.dto.ts). */
export type ImportJob = components['schemas']['ImportResponse'];

/** Queued and running imports are polled every second until they end. */
export function isActive(status: string): boolean {
  return status === 'queued' || status === 'running';
}

export const IMPORT_POLL_MS = 1000;

const STATUS: Record<string, { tone: Tone; label: MessageKey }> = {
  queued: { tone: 'neutral', label: 'imports.status.queued' },
  running: { tone: 'primary', label: 'imports.status.running' },
  completed: { tone: 'success', label: 'imports.status.completed' },
  failed: { tone: 'danger', label: 'imports.status.failed' },
};

export function importStatus(status: string): { tone: Tone; label: MessageKey | null } {
  return STATUS[status] ?? { tone: 'neutral', label: null };
}

// 'unrecoverable' keeps the server's own words: they name what is wrong with the file.
const FAILURE: Record<string, MessageKey> = {
  attempts: 'imports.failure.attempts',
  worker_lost: 'imports.failure.workerLost',
};

/**
 * A failed import's reason in the reader's language: the server stores it in English, so known
 * failure codes have their own text (with the row it stopped at); others show the server's words.
 */
export function failureText(
  job: Pick<ImportJob, 'status' | 'failure_code' | 'message' | 'rows_read'>,
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): string | null {
  if (job.status !== 'failed') return null;
  const key = job.failure_code ? FAILURE[job.failure_code] : undefined;
  if (key) return t(key, { row: job.rows_read + 1 });
  return job.message || null;
}

/** Resume is offered for a failed import whose file the server kept, to users allowed to upload. */
export function canResume(job: Pick<ImportJob, 'status' | 'resumable'>, mayUpload: boolean): boolean {
  return mayUpload && job.status === 'failed' && job.resumable === true;
}

/** Progress bar value 0–1; a finished import is full, a failed one keeps where it stopped. */
export function importProgress(job: Pick<ImportJob, 'status' | 'percent'>): number {
  if (job.status === 'completed') return 1;
  const p = Number(job.percent);
  return Number.isFinite(p) ? Math.min(1, Math.max(0, p / 100)) : 0;
}
