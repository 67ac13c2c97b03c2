import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { csvOf, importSelections, selectionCells } from '../support/finaid-selections';
import { SYSTEM } from '../../services/src/shared/database/database';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';

// Issue 35, step 1: the Department's V4/V5 selections imported from a school's file (1,000 rows,
// some bad) and pushed over the API. Every row is answered; bad rows name their line and field;
// re-imports find the cases already on file; Admissions staff are refused.

/** The file's bad rows by their line (the header is line 1, data row i is line i + 2), and why. */
const BAD: Record<number, { cells: (i: number) => string[]; field: string }> = {
  10: { cells: (i) => replace(selectionCells(i), 3, 'not a date'), field: 'date_of_birth' },
  120: { cells: (i) => replace(selectionCells(i), 6, '2025-27'), field: 'award_year' },
  333: { cells: (i) => replace(selectionCells(i), 7, 'V3'), field: 'tracking_group' },
  500: { cells: (i) => replace(replace(selectionCells(i), 4, ''), 5, ''), field: 'email' },
  640: { cells: (i) => selectionCells(i).slice(0, 5), field: 'row' },
  777: { cells: (i) => replace(selectionCells(i), 2, ''), field: 'last_name' },
  901: { cells: (i) => replace(selectionCells(i), 8, '12-34'), field: 'ssn' },
};
const DUPLICATE_ROW = 950; // the same student as row 949, same award year
const ROWS = 1000;

function replace(cells: string[], index: number, value: string) {
  return cells.map((c, i) => (i === index ? value : c));
}

function selectionsFile() {
  const rows: string[][] = [];
  for (let i = 0; i < ROWS; i++) {
    if (BAD[i]) rows.push(BAD[i].cells(i));
    else if (i === DUPLICATE_ROW) rows.push(selectionCells(i - 1));
    else rows.push(selectionCells(i));
  }
  return csvOf(rows);
}

/** A well-formed pushed selection, less its id and contacts. */
const pushed = {
  first_name: 'Cora',
  last_name: 'Contact',
  date_of_birth: '2004-01-02',
  award_year: '2027-28',
  tracking_group: 'V4',
};

describe('financial-aid selections: import and push', () => {
  const started = startedForFile(() => startDemoApp(['finaid', 'admissions', 'admin']), 120_000);
  const file = selectionsFile();

  it('imports 1,000 selections: every row answered, bad rows with their line and field, nothing lost', async () => {
    const { api, tok } = started();
    const began = Date.now();
    const r = await importSelections(api, tok.finaid, file);
    // A figure for docs/performance.md, not an assertion (the machine's load decides it).
    process.stdout.write(`financial-aid selections: ${ROWS} rows imported in ${Date.now() - began} ms\n`);
    expect(r.status).toBe(200);
    const data = r.body.data;
    const bad = Object.keys(BAD).length;
    expect(data).toMatchObject({ rows: ROWS, created: ROWS - bad - 1, duplicate: 1, rejected: bad });
    expect(data.results).toHaveLength(ROWS);
    const rejected = data.results.filter((x: any) => x.status === 'rejected');
    expect(rejected.map((x: any) => [x.line, x.errors[0].field])).toEqual(
      Object.entries(BAD).map(([i, b]) => [Number(i) + 2, b.field]),
    );
    for (const x of rejected) expect(x.errors[0].message).toEqual(expect.any(String));
    const duplicate = data.results.find((x: any) => x.status === 'duplicate');
    expect(duplicate.line).toBe(DUPLICATE_ROW + 2);
    expect(duplicate.case_id).toBe(data.results[DUPLICATE_ROW - 1].case_id);
    // Every created row is a case in the list of its award year.
    const list = await api.call('GET', '/api/financial-aid/cases?award_year=2025-26&limit=5', {
      token: tok.finaid,
    });
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(data.created);
    // The report keeps the rejected rows' errors, in the reader's language.
    const imports = await api.call('GET', '/api/financial-aid/selections/imports', {
      token: tok.finaid,
      headers: { 'accept-language': 'fr' },
    });
    const report = imports.body.data.find((i: any) => i.id === data.import_id);
    expect(report).toMatchObject({ file_name: 'selections.csv', rows_read: ROWS, rejected: bad });
    expect(report.errors.find((e: any) => e.line === 122).message).toMatch(/année d’aide/);
  });

  it('finds the cases already on file when the same file comes again', async () => {
    const { api, tok } = started();
    const r = await importSelections(api, tok.finaid, file);
    const bad = Object.keys(BAD).length;
    expect(r.body.data).toMatchObject({ created: 0, duplicate: ROWS - bad, rejected: bad });
  });

  it('takes a push, links a student to the applicant with the same id, and refuses a whole file without the required columns', async () => {
    const { api, tok } = started();
    const applicant = await api.call('POST', '/api/applicants', {
      token: tok.admin,
      body: {
        external_id: 'D-1001',
        first_name: 'Ana',
        last_name: 'Lopez',
        email: 'ana@example.edu',
        date_of_birth: '2004-01-02',
      },
    });
    expect(applicant.status).toBe(200);
    const push = await api.call('POST', '/api/financial-aid/selections', {
      token: tok.finaid,
      body: {
        selections: [
          {
            student_id: 'D-1001',
            first_name: 'Ana',
            last_name: 'Lopez',
            date_of_birth: '2004-01-02',
            email: 'ana@example.edu',
            award_year: '2026–27',
            tracking_group: 'v4',
          },
          {
            student_id: 'P-2',
            first_name: 'No',
            last_name: 'Group',
            date_of_birth: '2004-01-02',
            email: 'x@example.edu',
            award_year: '2026-27',
          },
        ],
      },
    });
    expect(push.status).toBe(200);
    expect(push.body.data).toMatchObject({ created: 1, rejected: 1, linked: 1 });
    expect(push.body.data.results[1].errors).toEqual([
      { field: 'tracking_group', message: 'tracking_group is required' },
    ]);
    const created = await api.call('GET', `/api/financial-aid/cases/${push.body.data.results[0].case_id}`, {
      token: tok.finaid,
    });
    expect(created.body.data).toMatchObject({
      award_year: '2026-27',
      tracking_group: 'V4',
      status: 'selected',
    });
    expect(created.body.data.session_uuid).toBe(applicant.body.data.results[0].session_uuid);
    const noColumns = await importSelections(api, tok.finaid, 'student_id,first_name\nS-1,Ann\n');
    expect(noColumns.status).toBe(422);
    expect(noColumns.body.errors[0].message).toContain('last_name');
  });

  it("stores a contact the school left out as missing (NULL), never as '': in the event, the case and a rebuild", async () => {
    const { t, api, tok } = started();
    const student = (i: number, email: string, phone: string) => [
      ...selectionCells(i, '2027-28').slice(0, 4),
      email,
      phone,
      ...selectionCells(i, '2027-28').slice(6),
    ];
    const file = await importSelections(
      api,
      tok.finaid,
      csvOf([student(1, 'only.mail@example.edu', ''), student(2, '   ', '(804) 555-0143')]),
    );
    const push = await api.call('POST', '/api/financial-aid/selections', {
      token: tok.finaid,
      body: {
        selections: [
          { ...pushed, student_id: 'C-3', email: 'c3@example.edu', phone: ' ' },
          { ...pushed, student_id: 'C-4', email: '', phone: '+1 303 555 0100' },
          { ...pushed, student_id: 'C-5', phone: '+1 303 555 0101', email: null },
        ],
      },
    });
    expect([file.body.data.created, push.body.data.created]).toEqual([2, 3]);
    const cases = await api.call('GET', '/api/financial-aid/cases?award_year=2027-28&sort=student_id', {
      token: tok.finaid,
    });
    expect(cases.body.data.map((c: any) => [c.email, c.phone])).toEqual([
      ['c3@example.edu', null],
      [null, '+1 303 555 0100'],
      [null, '+1 303 555 0101'],
      ['only.mail@example.edu', null],
      [null, '(804) 555-0143'],
    ]);
    const blank = await t.runtime.db.rows<{ cases: number; events: number }>(
      SYSTEM,
      `SELECT (SELECT count(*)::int FROM finaid_cases WHERE email = '' OR phone = '') AS cases,
              (SELECT count(*)::int FROM events WHERE type = 'FinaidCaseSelected'
                 AND (data->>'email' = '' OR data->>'phone' = '')) AS events`,
    );
    expect(blank).toEqual([{ cases: 0, events: 0 }]);
    await expectRebuildToMatchLive(t.runtime.databaseUrl, [['finaid_cases', 'id']]);
  });

  it('shows Admissions staff none of it', async () => {
    const { api, tok } = started();
    for (const [method, path] of [
      ['GET', '/api/financial-aid/cases'],
      ['GET', '/api/financial-aid/cards'],
      ['GET', '/api/financial-aid/selections/imports'],
      ['POST', '/api/financial-aid/selections'],
    ])
      expect(
        (await api.call(method, path, { token: tok.admissions, body: method === 'POST' ? {} : undefined }))
          .status,
      ).toBe(403);
    expect((await importSelections(api, tok.admissions, file)).status).toBe(403);
  });
});
