import { en } from '../../i18n/en';
import { interpolate } from '../../i18n/translate';
import { canResume, failureText, importProgress, importStatus, isActive } from './importModel';

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

describe('a failed import', () => {
  const t = (key: keyof typeof en, params?: Record<string, string | number>) => interpolate(en[key], params);
  const failed = {
    status: 'failed',
    rows_read: 500,
    message: 'The import stopped after 8 failed attempts at row 501.',
  };
  it("explains a known failure in the reader's words, with the row it stopped at", () => {
    expect(failureText({ ...failed, failure_code: 'attempts' }, t)).toBe(
      interpolate(en['imports.failure.attempts'], { row: 501 }),
    );
    expect(failureText({ ...failed, failure_code: 'attempts' }, t)).toContain('501');
    expect(failureText({ ...failed, failure_code: 'worker_lost' }, t)).toContain('501');
  });
  it("shows the server's reason for older failures, and nothing for other states", () => {
    expect(failureText({ ...failed, failure_code: null }, t)).toBe(failed.message);
    expect(failureText({ ...failed, status: 'running', failure_code: 'attempts' }, t)).toBeNull();
  });
  it('offers Resume only for a resumable failure and a user who may upload', () => {
    expect(canResume({ status: 'failed', resumable: true }, true)).toBe(true);
    expect(canResume({ status: 'failed', resumable: true }, false)).toBe(false);
    expect(canResume({ status: 'failed', resumable: false }, true)).toBe(false);
    expect(canResume({ status: 'completed', resumable: true }, true)).toBe(false);
  });
});
