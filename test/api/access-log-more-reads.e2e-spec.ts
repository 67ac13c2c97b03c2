import { TestApp, startApp } from '../support/app-harness';
import { applicantsCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { importCsv } from '../support/import-helpers';
import { signInRoles } from '../support/sign-in';
import { until } from '../support/until';
import * as fs from 'node:fs';
import {
  LISTED_PERSON,
  demoCompanyId,
  insertSession,
  linkedListDir,
  setWatchlistDir,
} from '../support/watchlist-sessions';

interface Line {
  kind: string;
  actor_type: string;
  actor_id: string;
  applicant_ids: string[];
  detail: Record<string, unknown>;
}

/**
 * Issue 31: the reads of personal data outside the verification and IDV screens (the watchlist's
 * flagged list, a subject's screening history and result, an import's refused rows) are each exactly
 * one line of the access log, naming ids only. The other kinds: access-log.e2e-spec.ts.
 */
describe('the access log of watchlist and import reads (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'admin' | 'admissions', string>;

  const allLines = () =>
    t.runtime.db.rows<Line>('system', 'SELECT * FROM access_log ORDER BY company_id, seq');
  async function linesOf(view: () => Promise<{ status: number }>): Promise<Line[]> {
    const before = (await allLines()).length;
    const answer = await view();
    expect(answer.status).toBe(200);
    return (await allLines()).slice(before);
  }

  let listDir: string;
  let restoreWatchlistDir: () => void;

  beforeAll(async () => {
    listDir = linkedListDir();
    restoreWatchlistDir = setWatchlistDir(listDir);
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    tok = await signInRoles(api, ['admin', 'admissions']);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(listDir, { recursive: true, force: true });
    restoreWatchlistDir();
  });

  it('writes one line for the flagged list, a subject history and a screening result', async () => {
    await until('the lists to load', async () => {
      const r = await api.call('GET', '/api/watchlist/versions', { token: tok.admissions });
      return r.body.data?.engine?.versions.length === 2 ? true : null;
    });
    const subject = await insertSession(t, await demoCompanyId(t), LISTED_PERSON);
    const screened = await api.call('POST', '/omni/watchlist-result', {
      token: tok.admissions,
      body: { uuid: subject },
    });
    expect(screened.status).toBe(200);

    const result = await linesOf(() =>
      api.call('GET', `/omni/watchlist-result/${subject}`, { token: tok.admissions }),
    );
    expect(result).toEqual([
      expect.objectContaining({ kind: 'watchlist.result', actor_type: 'user', applicant_ids: [subject] }),
    ]);
    const history = await linesOf(() =>
      api.call('GET', `/api/watchlist/${subject}/history`, { token: tok.admissions }),
    );
    expect(history).toEqual([
      expect.objectContaining({ kind: 'watchlist.history', applicant_ids: [subject] }),
    ]);
    const flagged = await linesOf(() =>
      api.call('GET', '/api/watchlist/flagged?limit=25', { token: tok.admin }),
    );
    expect(flagged).toEqual([
      expect.objectContaining({ kind: 'watchlist.flagged', detail: { filter: { limit: '25' } } }),
    ]);
    expect(JSON.stringify([result, history, flagged])).not.toMatch(/Zawahri|Aiman/);
    // Another company's subject, or none: nothing shown, nothing written.
    const missing = await allLines();
    await api.call('GET', '/omni/watchlist-result/00000000-0000-4000-8000-000000000000', {
      token: tok.admissions,
    });
    expect(await allLines()).toHaveLength(missing.length);
  }, 120_000);

  it("writes one line for an import's refused rows, naming the import and no applicant", async () => {
    const done = await importCsv(
      api,
      tok.admissions,
      applicantsCsv(
        {
          external_id: 'R-0',
          first_name: 'Kept',
          last_name: 'Applicant',
          email: 'kept@example.edu',
          phone: '512-555-0100',
          date_of_birth: '2001-02-03',
          ssn: '123-45-6780',
        },
        {
          external_id: 'R-1',
          first_name: '',
          last_name: 'Refusée',
          email: 'refusee@example.edu',
          phone: '512-555-0101',
          date_of_birth: '2001-02-03',
          ssn: '123-45-6789',
        },
      ),
      'refused.csv',
    );
    expect(done).toMatchObject({ status: 'completed', rejected: 1 });
    let csv = '';
    const lines = await linesOf(async () => {
      const r = await fetch(`${t.baseUrl}/api/imports/${done.import_id}/errors.csv`, {
        headers: { authorization: `Bearer ${tok.admissions}` },
      });
      csv = await r.text();
      return r;
    });
    expect(csv).toContain('first_name');
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'import.errors',
        actor_type: 'user',
        applicant_ids: [],
        detail: { import: done.import_id },
      }),
    ]);
  }, 120_000);
});
