import { ConflictError } from '../shared/domain/domain-error';
import { Decider, exhaustive } from '../shared/domain/event';
import { ImportChunkCommitted, ImportEvent, ImportFailureCode, ImportStarted } from './import.events';
import { localized } from '../shared/i18n';

export type ImportStatus = 'none' | 'running' | 'completed' | 'failed';

export interface ImportState {
  status: ImportStatus;
  importId: string;
  chunkRows: number;
  chunks: number;
  rowsRead: number;
  imported: number;
  updated: number;
  rejected: number;
  /** Runs so far after the first (ImportResumed events): names the current queue job. */
  generation: number;
  /** Chunks committed when the last run started (-1 before any resume). */
  resumedFrom: number;
  /** Consecutive resumes after a lost worker that found no new chunk since the previous one. */
  stuckResumes: number;
  /** A failed import whose file is kept, so Resume can continue it. */
  resumable: boolean;
}

function evolve(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'ImportStarted':
      return { ...state, status: 'running', importId: event.data.importId, chunkRows: event.data.chunkRows };
    case 'ImportChunkCommitted':
      return {
        ...state,
        chunks: event.data.chunk,
        rowsRead: state.rowsRead + event.data.rowsRead,
        imported: state.imported + event.data.imported,
        updated: state.updated + event.data.updated,
        rejected: state.rejected + event.data.rejected,
      };
    case 'ImportCompleted':
      return { ...state, status: 'completed' };
    case 'ImportFailed':
      return { ...state, status: 'failed', resumable: event.data.resumable === true };
    case 'ImportResumed': {
      const stuck =
        event.data.cause === 'worker_lost' && event.data.fromChunk === state.resumedFrom
          ? state.stuckResumes + 1
          : event.data.cause === 'worker_lost'
            ? 1
            : 0;
      return {
        ...state,
        status: 'running',
        resumable: false,
        generation: event.data.generation,
        resumedFrom: event.data.fromChunk,
        stuckResumes: stuck,
      };
    }
    default:
      exhaustive(event);
      return state;
  }
}

/**
 * Data keys of the import stream that evolve never reads: folds leave them in the database, or each
 * chunk's commit would read every earlier chunk's row errors again (quadratic in the file).
 */
export const IMPORT_FOLD_OMITS = ['errors', 'daily'] as const;

export const importDecider: Decider<ImportState, ImportEvent> = {
  initialState: () => ({
    status: 'none',
    importId: '',
    chunkRows: 0,
    chunks: 0,
    rowsRead: 0,
    imported: 0,
    updated: 0,
    rejected: 0,
    generation: 0,
    resumedFrom: -1,
    stuckResumes: 0,
    resumable: false,
  }),
  evolve,
};

export function startImport(state: ImportState, data: ImportStarted['data']): ImportEvent[] {
  if (state.status !== 'none') throw new ConflictError('IMPORT.EXISTS', localized('error.importExists'));
  return [{ type: 'ImportStarted', data }];
}

/** Chunks arrive in order, exactly once: the stream version doubles as the resume cursor. */
export function commitChunk(state: ImportState, data: ImportChunkCommitted['data']): ImportEvent[] {
  if (state.status !== 'running')
    throw new ConflictError('IMPORT.NOT_RUNNING', localized('error.importNotRunning'));
  if (data.chunk !== state.chunks + 1)
    throw new ConflictError('IMPORT.CHUNK_ORDER', localized('error.chunkOrder', { chunk: state.chunks + 1 }));
  return [{ type: 'ImportChunkCommitted', data }];
}

export function completeImport(state: ImportState): ImportEvent[] {
  if (state.status === 'completed') return [];
  if (state.status !== 'running')
    throw new ConflictError('IMPORT.NOT_RUNNING', localized('error.importNotRunning'));
  const { chunks, rowsRead, imported, updated, rejected } = state;
  return [{ type: 'ImportCompleted', data: { chunks, rowsRead, imported, updated, rejected } }];
}

/**
 * A failure after completion or a second failure changes nothing (retries are at-least-once). A
 * resumable failure keeps the uploaded file, so Resume can continue after the last committed chunk.
 */
export function failImport(
  state: ImportState,
  reason: string,
  code: ImportFailureCode = 'unrecoverable',
  resumable = false,
): ImportEvent[] {
  if (state.status !== 'running') return [];
  return [{ type: 'ImportFailed', data: { reason, code, resumable } }];
}

/**
 * The recovery sweep found the import running with no live worker holding it: run it again after the
 * last committed chunk. A worker that keeps dying at the same chunk (a poison chunk, memory) would loop
 * for ever, so after `maxStuck` resumes without a new chunk the import fails instead, resumable.
 */
export function resumeLostImport(state: ImportState, maxStuck: number): ImportEvent[] {
  if (state.status !== 'running') return [];
  if (state.chunks === state.resumedFrom && state.stuckResumes >= maxStuck) {
    return failImport(
      state,
      `The import worker stopped ${state.stuckResumes + 1} times at row ${state.rowsRead + 1} without committing more rows. Resume it to try again from there.`,
      'worker_lost',
      true,
    );
  }
  return [
    {
      type: 'ImportResumed',
      data: { cause: 'worker_lost', generation: state.generation + 1, fromChunk: state.chunks },
    },
  ];
}

/** A user's Resume: only a failed import whose file is kept continues, from its last committed chunk. */
export function resumeFailedImport(state: ImportState, by: { id: number; name: string }): ImportEvent[] {
  if (state.status === 'running') throw new ConflictError('IMPORT.RUNNING', localized('error.importRunning'));
  if (state.status === 'completed')
    throw new ConflictError('IMPORT.COMPLETED', localized('error.importCompleted'));
  if (!state.resumable)
    throw new ConflictError('IMPORT.NOT_RESUMABLE', localized('error.importNotResumable'));
  return [
    {
      type: 'ImportResumed',
      data: { cause: 'user', generation: state.generation + 1, fromChunk: state.chunks, by },
    },
  ];
}
