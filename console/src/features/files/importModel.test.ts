import { importProgress, importStatus, isActive } from './importModel';

describe('import status', () => {
  it.each([
    ['queued', true, 'neutral', 'imports.status.queued'],
    ['running', true, 'primary', 'imports.status.running'],
    ['completed', false, 'success', 'imports.status.completed'],
    ['failed', false, 'danger', 'imports.status.failed'],
    ['other', false, 'neutral', null],
  ])('%s', (status, active, tone, label) => {
    expect(isActive(status)).toBe(active);
    expect(importStatus(status)).toEqual({ tone, label });
  });
  it.each([
    [{ status: 'completed', percent: 40 }, 1],
    [{ status: 'running', percent: 40 }, 0.4],
    [{ status: 'running', percent: 140 }, 1],
    [{ status: 'queued', percent: Number.NaN }, 0],
    [{ status: 'failed', percent: 12 }, 0.12],
  ])('%j → %s', (job, value) => expect(importProgress(job)).toBe(value));
});
