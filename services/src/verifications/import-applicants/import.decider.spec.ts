import { ImportEvent } from './import.events';
import { commitChunk, completeImport, failImport, importDecider, startImport } from './import.decider';

const given = (events: ImportEvent[]) => events.reduce(importDecider.evolve, importDecider.initialState());
const started: ImportEvent = {
  type: 'ImportStarted',
  data: { importId: 'i1', fileName: 'a.csv', bytes: 10, sha256: 'x', chunkRows: 2, uploadedBy: { id: 1, name: 'A' } },
};
const chunk = (n: number, imported = 2, rejected = 0): ImportEvent => ({
  type: 'ImportChunkCommitted',
  data: { chunk: n, rowsRead: imported + rejected, bytesRead: 5 * n, imported, updated: 0, rejected, errors: [], daily: [] },
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
    expect(failImport(given([started]), 'bad')).toEqual([{ type: 'ImportFailed', data: { reason: 'bad' } }]);
    expect(failImport(given([started, { type: 'ImportFailed', data: { reason: 'x' } }]), 'bad')).toEqual([]);
    expect(() => commitChunk(given([started, { type: 'ImportFailed', data: { reason: 'x' } }]), (chunk(1) as any).data)).toThrow();
  });
});
