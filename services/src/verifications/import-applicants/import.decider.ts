import { ConflictError } from '../../shared/domain/domain-error';
import { Decider } from '../../shared/domain/event';
import { ImportChunkCommitted, ImportEvent, ImportStarted } from './import.events';

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
}

function evolve(state: ImportState, event: Pick<ImportEvent, 'type' | 'data'>): ImportState {
  const e = event as ImportEvent;
  switch (e.type) {
    case 'ImportStarted':
      return { ...state, status: 'running', importId: e.data.importId, chunkRows: e.data.chunkRows };
    case 'ImportChunkCommitted':
      return {
        ...state,
        chunks: e.data.chunk,
        rowsRead: state.rowsRead + e.data.rowsRead,
        imported: state.imported + e.data.imported,
        updated: state.updated + e.data.updated,
        rejected: state.rejected + e.data.rejected,
      };
    case 'ImportCompleted':
      return { ...state, status: 'completed' };
    case 'ImportFailed':
      return { ...state, status: 'failed' };
    default:
      return state;
  }
}

/**
 * Data keys of the import stream that evolve never reads: folds leave them in the database, or each
 * chunk's commit would read every earlier chunk's row errors again (quadratic in the file).
 */
export const IMPORT_FOLD_OMITS = ['errors', 'daily'] as const;

export const importDecider: Decider<ImportState, ImportEvent> = {
  initialState: () => ({ status: 'none', importId: '', chunkRows: 0, chunks: 0, rowsRead: 0, imported: 0, updated: 0, rejected: 0 }),
  evolve,
};

export function startImport(state: ImportState, data: ImportStarted['data']): ImportEvent[] {
  if (state.status !== 'none') throw new ConflictError('IMPORT.EXISTS', 'Import already started');
  return [{ type: 'ImportStarted', data }];
}

/** Chunks arrive in order, exactly once: the stream version doubles as the resume cursor. */
export function commitChunk(state: ImportState, data: ImportChunkCommitted['data']): ImportEvent[] {
  if (state.status !== 'running') throw new ConflictError('IMPORT.NOT_RUNNING', 'Import is not running');
  if (data.chunk !== state.chunks + 1) throw new ConflictError('IMPORT.CHUNK_ORDER', `Expected chunk ${state.chunks + 1}`);
  return [{ type: 'ImportChunkCommitted', data }];
}

export function completeImport(state: ImportState): ImportEvent[] {
  if (state.status === 'completed') return [];
  if (state.status !== 'running') throw new ConflictError('IMPORT.NOT_RUNNING', 'Import is not running');
  const { chunks, rowsRead, imported, updated, rejected } = state;
  return [{ type: 'ImportCompleted', data: { chunks, rowsRead, imported, updated, rejected } }];
}

/** A failure after completion or a second failure changes nothing (retries are at-least-once). */
export function failImport(state: ImportState, reason: string): ImportEvent[] {
  if (state.status !== 'running') return [];
  return [{ type: 'ImportFailed', data: { reason } }];
}
