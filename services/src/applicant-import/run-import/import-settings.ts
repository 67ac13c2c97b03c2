import * as path from 'node:path';

/** Import limits and places, from the environment (README documents them). */
export interface ImportSettings {
  /** IMPORT_MAX_BYTES, default 500 MB. */
  maxBytes: number;
  /** IMPORT_CHUNK_ROWS, default 2,000: rows per committed chunk (recorded per import at its start). */
  chunkRows: number;
  /** DATA_DIR/imports: encrypted uploads waiting for (or being read by) the worker. */
  dir: string;
  /** Rejected rows explained in the error report, per import; further ones are counted only. */
  maxReportedRows: number;
  /**
   * IMPORT_HUNG_MS, default 10 minutes: a run that commits no chunk for this long (alive but stuck)
   * gives its lease up, so the recovery sweep hands the import to a new run.
   */
  hungMs: number;
  /**
   * IMPORT_YIELD, default on ('0' turns it off): before each chunk, while this process or one of its
   * API processes is answering requests, wait for them to end, at most as long as the previous chunk
   * took (interactive-load.ts, load-across-processes.ts).
   */
  yieldToRequests: boolean;
  /**
   * IMPORT_COMMIT_SLOTS, default 2: chunks of different imports committing at once in this process;
   * the other running imports wait their turn, round the queue (commit-turns.ts).
   */
  commitSlots: number;
}

export function importSettings(dataDir: string, env: NodeJS.ProcessEnv = process.env): ImportSettings {
  return {
    maxBytes: Number(env.IMPORT_MAX_BYTES ?? 500 * 1024 * 1024),
    chunkRows: Math.max(1, Number(env.IMPORT_CHUNK_ROWS ?? 2000)),
    dir: path.join(dataDir, 'imports'),
    maxReportedRows: 50_000,
    hungMs: Math.max(500, Number(env.IMPORT_HUNG_MS ?? 600_000)),
    yieldToRequests: env.IMPORT_YIELD !== '0',
    commitSlots: Math.max(1, Number(env.IMPORT_COMMIT_SLOTS ?? 2)),
  };
}

export function importFilePath(settings: ImportSettings, companyId: number, importId: string): string {
  return path.join(settings.dir, String(companyId), `${importId}.csv.enc`);
}
