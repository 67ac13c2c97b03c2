import { ImportEvent } from './import.events';
import {
  commitChunk,
  completeImport,
  failImport,
  importDecider,
  resumeFailedImport,
  resumeLostImport,
  startImport,
} from './import.decider';

const given = (events: ImportEvent[]) => events.reduce(importDecider.evolve, importDecider.initialState());
const started: ImportEvent = {
  type: 'ImportStarted',
  data: {
    importId: 'i1',
    fileName: 'a.csv',
    bytes: 10,
    sha256: 'x',
    chunkRows: 2,
    uploadedBy: { id: 1, name: 'A' },
  },
};
const chunk = (n: number, imported = 2, rejected = 0): ImportEvent => ({
  type: 'ImportChunkCommitted',
  data: {
    chunk: n,
    rowsRead: imported + rejected,
    bytesRead: 5 * n,
    imported,
    updated: 0,
    rejected,
    errors: [],
    daily: [],
  },
});

describe('import decider', () => {
  it('Given nothing, When started, Then ImportStarted; a second start conflicts', () => {
    expect(startImport(given([]), started.data as any)).toEqual([started]);
    expect(() => startImport(given([started]), started.data as any)).toThrow('already started');
  });

  it('Given chunk 1, When chunk 2 commits, Then it is accepted; chunk 1 again or chunk 3 is refused', () => {
    const state = given([started, chunk(1)]);
    expect(commitChunk(state, (chunk(2) as any).data)).toHaveLength(1);
    expect(() => commitChunk(state, (chunk(1) as any).data)).toThrow('Expected chunk 2');
    expect(() => commitChunk(state, (chunk(3) as any).data)).toThrow('Expected chunk 2');
  });

  it('Given two chunks, When completed, Then the totals add up; completing again emits nothing', () => {
    const state = given([started, chunk(1, 2), chunk(2, 1, 1)]);
    expect(completeImport(state)).toEqual([
      { type: 'ImportCompleted', data: { chunks: 2, rowsRead: 4, imported: 3, updated: 0, rejected: 1 } },
    ]);
    expect(completeImport(given([started, chunk(1), ...completeImport(state)]))).toEqual([]);
  });

  it('Given a completed or failed import, When it fails, Then nothing; a running one records the reason', () => {
    expect(failImport(given([started]), 'bad')).toEqual([
      { type: 'ImportFailed', data: { reason: 'bad', code: 'unrecoverable', resumable: false } },
    ]);
    expect(failImport(given([started, { type: 'ImportFailed', data: { reason: 'x' } }]), 'bad')).toEqual([]);
    expect(() =>
      commitChunk(given([started, { type: 'ImportFailed', data: { reason: 'x' } }]), (chunk(1) as any).data),
    ).toThrow();
  });

  const alice = { id: 7, name: 'Alice' };

  it('Given a running import whose worker was lost, When resumed, Then a new run from the committed chunks; another resume after progress is not stuck', () => {
    const [first] = resumeLostImport(given([started, chunk(1), chunk(2)]), 3);
    expect(first).toEqual({
      type: 'ImportResumed',
      data: { cause: 'worker_lost', generation: 1, fromChunk: 2 },
    });
    const later = given([started, chunk(1), chunk(2), first, chunk(3)]);
    expect(later).toMatchObject({ status: 'running', generation: 1, chunks: 3, stuckResumes: 1 });
    expect(resumeLostImport(later, 3)).toEqual([
      { type: 'ImportResumed', data: { cause: 'worker_lost', generation: 2, fromChunk: 3 } },
    ]);
    // Chunks still commit after a resume: the chunk number, not the stream version, orders them.
    expect(commitChunk(later, (chunk(4) as any).data)).toHaveLength(1);
  });

  it('Given a worker lost 3 times without a new chunk, When lost again, Then the import fails, resumable, with the row it stopped at', () => {
    const lost = (g: number): ImportEvent => ({
      type: 'ImportResumed',
      data: { cause: 'worker_lost', generation: g, fromChunk: 1 },
    });
    const twice = given([started, chunk(1, 2), lost(1), lost(2)]);
    expect(resumeLostImport(twice, 3)[0].type).toBe('ImportResumed');
    const thrice = given([started, chunk(1, 2), lost(1), lost(2), lost(3)]);
    expect(thrice.stuckResumes).toBe(3);
    const [failed] = resumeLostImport(thrice, 3);
    expect(failed).toMatchObject({ type: 'ImportFailed', data: { code: 'worker_lost', resumable: true } });
    expect((failed.data as { reason: string }).reason).toContain('at row 3');
  });

  it('Given a completed or failed import, When its worker is reported lost, Then nothing', () => {
    expect(
      resumeLostImport(given([started, chunk(1), { type: 'ImportCompleted', data: {} as any }]), 3),
    ).toEqual([]);
    expect(resumeLostImport(given([started, { type: 'ImportFailed', data: { reason: 'x' } }]), 3)).toEqual(
      [],
    );
  });

  it('Given a resumable failure, When a user resumes, Then it runs again from its chunks; other states refuse', () => {
    const failed = given([
      started,
      chunk(1),
      ...failImport(given([started, chunk(1)]), 'stopped', 'attempts', true),
    ]);
    expect(failed).toMatchObject({ status: 'failed', resumable: true });
    const [resumed] = resumeFailedImport(failed, alice);
    expect(resumed).toEqual({
      type: 'ImportResumed',
      data: { cause: 'user', generation: 1, fromChunk: 1, by: alice },
    });
    expect(given([started, chunk(1), resumed])).toMatchObject({
      status: 'running',
      resumable: false,
      stuckResumes: 0,
    });
    expect(() => resumeFailedImport(given([started, chunk(1), resumed]), alice)).toThrow('already running');
    expect(() =>
      resumeFailedImport(
        given([
          started,
          { type: 'ImportFailed', data: { reason: 'bad header', code: 'unrecoverable', resumable: false } },
        ]),
        alice,
      ),
    ).toThrow('cannot be resumed');
    // A failure recorded before failures could be resumed: its file was deleted.
    expect(() =>
      resumeFailedImport(given([started, { type: 'ImportFailed', data: { reason: 'old' } }]), alice),
    ).toThrow('cannot be resumed');
    expect(() =>
      resumeFailedImport(given([started, { type: 'ImportCompleted', data: {} as any }]), alice),
    ).toThrow('already completed');
  });
});
