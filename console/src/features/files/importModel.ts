import type { MessageKey } from '../../i18n/en';
import type { Tone } from '../../ui';

export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';

/** An import as GET /api/imports(/:id) returns it. */
export interface ImportJob {
  import_id: string;
  file_name: string;
  bytes: number;
  uploaded_by: { id: number | null; name: string | null };
  status: ImportStatus | string;
  rows_read: number;
  imported: number;
  updated: number;
  rejected: number;
  percent: number;
  message: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

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

/** Progress bar value 0–1; a finished import is full, a failed one keeps where it stopped. */
export function importProgress(job: Pick<ImportJob, 'status' | 'percent'>): number {
  if (job.status === 'completed') return 1;
  const p = Number(job.percent);
  return Number.isFinite(p) ? Math.min(1, Math.max(0, p / 100)) : 0;
}
