import * as fs from 'node:fs';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { ID_BACK, imageForm } from '../support/remote-idv';

// Issue 35, step 3: the scanned copy of an ID shown in person or on a video call, kept sealed, with
// the product's document checks (barcode, name, date of birth, expiry) run on it; a video call's
// result needs its scan, and the checks found are part of the recorded result.

describe('financial-aid scans: the document checks on a staff scan, and the video-call record', () => {
  const started = startedForFile(async () => {
    const s = await startDemoApp(['finaid', 'admissions']);
    // The AAMVA example card's holder (MICHAEL SAMPLE, born 1986-06-06, card expired 2024-12-10).
    const r = await s.api.call('POST', '/api/financial-aid/selections', {
      token: s.tok.finaid,
      body: {
        selections: [
          {
            student_id: 'MS-1',
            first_name: 'Michael',
            last_name: 'Sample',
            date_of_birth: '1986-06-06',
            email: 'michael.sample@example.edu',
            award_year: '2025-26',
            tracking_group: 'V4',
          },
        ],
      },
    });
    return { ...s, caseId: r.body.data.results[0].case_id as string };
  }, 120_000);

  const scanForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const file = imageForm(fs.readFileSync(ID_BACK), 'scan.png', 'image/png').get('file')!;
    form.append('file', file);
    return form;
  };

  it('runs the barcode, name, date-of-birth and expiry checks on the scan', async () => {
    const { api, tok, caseId } = started();
    const up = await api.call('POST', `/api/financial-aid/cases/${caseId}/scans`, {
      token: tok.finaid,
      form: scanForm({ document_expiry: '2024-12-10' }),
    });
    expect(up.status).toBe(201);
    const outcome = Object.fromEntries(up.body.data.checks.map((c: any) => [c.name, c.outcome]));
    expect(outcome).toMatchObject({
      pdf_417: 'PASSED',
      fullname_crosscheck: 'PASSED',
      date_of_birth_crosscheck: 'PASSED',
      expiration_date_crosscheck: 'PASSED',
      document_expired: 'FAILED',
    });
    const view = await fetch(
      `${started().t.baseUrl}/api/financial-aid/cases/${caseId}/scans/${up.body.data.scan_id}`,
      {
        headers: { authorization: `Bearer ${tok.finaid}` },
      },
    );
    expect(view.headers.get('content-type')).toBe('image/png');
    const admissions = await api.call('POST', `/api/financial-aid/cases/${caseId}/scans`, {
      token: tok.admissions,
      form: scanForm({}),
    });
    expect(admissions.status).toBe(403);
  });

  it('records a video call with its scan, the reviewer and the date, and keeps the checks with the result', async () => {
    const { api, tok, caseId } = started();
    const up = await api.call('POST', `/api/financial-aid/cases/${caseId}/scans`, {
      token: tok.finaid,
      form: scanForm({ document_expiry: '2024-12-10' }),
    });
    const other = '00000000-0000-4000-8000-000000000000';
    const unknown = await api.call('POST', `/api/financial-aid/cases/${caseId}/verify`, {
      token: tok.finaid,
      body: {
        method: 'video_call',
        document_type: 'drivers_license',
        document_expiry: '2024-12-10',
        reviewer_name: 'Pat Reviewer',
        presented_on: '2024-12-01',
        scan_id: other,
      },
    });
    expect(unknown.body.errors.map((e: any) => e.field)).toEqual(['scan_id']);
    const done = await api.call('POST', `/api/financial-aid/cases/${caseId}/verify`, {
      token: tok.finaid,
      body: {
        method: 'video_call',
        document_type: 'drivers_license',
        document_expiry: '2024-12-10',
        reviewer_name: 'Pat Reviewer',
        presented_on: '2024-12-01',
        scan_id: up.body.data.scan_id,
      },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'verified',
      method: 'video_call',
      reviewer_name: 'Pat Reviewer',
    });
    expect(done.body.data.scan_checks).toEqual(up.body.data.checks);
  });
});
