import { pdfText } from '../support/pdf-text';
import {
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  linkDeliveriesRecorded,
  photo,
  uploadAndSubmit,
} from '../support/remote-idv';
import { renderedReport } from '../support/report-job';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { until } from '../support/until';

// Issue 35, the remote self-service method: "Send remote ID link" from a case starts the product's
// remote IDV (Financial Aid form); a failed IDV leaves the case for staff, and the IDV's pass (here a
// staff override) completes the case as verified remotely, with the IDV's id; the applicant's PDF
// report then carries the case.

describe('financial aid: the remote IDV link completes a case', () => {
  const started = startedForFile(async () => {
    const s = await startDemoApp(['finaid', 'admissions', 'super', 'admin']);
    const r = await s.api.call('POST', '/api/financial-aid/selections', {
      token: s.tok.finaid,
      body: {
        selections: [
          {
            student_id: 'RM-1',
            first_name: 'Michael',
            last_name: 'Sample',
            date_of_birth: '1986-06-06',
            email: 'michael.sample@example.edu',
            phone: '(804) 555-0143',
            award_year: '2025-26',
            tracking_group: 'V5',
          },
        ],
      },
    });
    return { ...s, caseId: r.body.data.results[0].case_id as string };
  }, 120_000);

  it('sends the link, keeps a failed IDV for staff, completes the case on the pass, and prints it in the report', async () => {
    const { api, tok, caseId } = started();
    const path = `/api/financial-aid/cases/${caseId}`;
    // Admissions staff may not send it (the financial-aid permission, 3).
    expect((await api.call('POST', `${path}/remote-link`, { token: tok.admissions })).status).toBe(403);
    const sent = await api.call('POST', `${path}/remote-link`, { token: tok.finaid });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'in_progress', remote_idv_id: expect.any(String) });
    const idvId: string = sent.body.data.remote_idv_id;

    // The student follows the texted link: the expired example card fails the IDV.
    const token = await deliveredCaptureToken(api, tok.super, idvId);
    await consentToCapture(api, token);
    await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
    const idv = await checkedIdv(api, tok.finaid, idvId);
    expect(idv.overall_validation).toBe('FAILED');
    await linkDeliveriesRecorded(api, tok.finaid, idvId);
    const noted = await until('the failed IDV noted on the case', async () => {
      const c = (await api.call('GET', path, { token: tok.finaid })).body.data;
      return c.history.some((e: { type: string }) => e.type === 'FinaidRemoteIdvFailed') ? c : null;
    });
    expect(noted).toMatchObject({ status: 'in_progress', method: null });

    // Staff look at it and decide it passed (the override permission, 5): the case is verified remotely.
    const decided = await api.call('PUT', `/api/updateIDV/${idv.uuid}`, {
      token: tok.finaid,
      body: { form_type: 'FINANCIAL_AID', overall_validation: 'PASSED', reason: 'Renewed licence seen' },
    });
    expect(decided.status).toBe(200);
    const verified = await until('the case verified by the remote IDV', async () => {
      const c = (await api.call('GET', path, { token: tok.finaid })).body.data;
      return c.status === 'verified' ? c : null;
    });
    expect(verified).toMatchObject({
      method: 'remote_idv',
      idv_id: idvId,
      reviewer_name: expect.any(String),
    });
    expect(verified.history.map((e: { type: string }) => e.type)).toEqual([
      'FinaidCaseSelected',
      'FinaidRemoteLinkSent',
      'FinaidRemoteIdvFailed',
      'FinaidIdentityVerified',
    ]);
    // A decided case sends no more links.
    expect((await api.call('POST', `${path}/remote-link`, { token: tok.finaid })).status).toBe(409);
    // The export reports it as verified remotely (Partner Portal code 2).
    const csv = await fetch(`${started().t.baseUrl}/api/financial-aid/export.csv?award_year=2025-26`, {
      headers: { authorization: `Bearer ${tok.finaid}` },
    });
    expect(await csv.text()).toContain(',Sample,2,RM-1,');

    // The IDV's PDF report carries the financial-aid case: method, reviewer, history.
    const queued = await api.call('POST', `/api/idv/${idvId}/report`, { token: tok.finaid });
    const job = await renderedReport(api, tok.finaid, queued.body.data.job_id);
    const file = await fetch(`${started().t.baseUrl}${job.file_url}`, {
      headers: { authorization: `Bearer ${tok.finaid}` },
    });
    const text = pdfText(Buffer.from(await file.arrayBuffer()));
    for (const expected of [
      'Financial aid identity verification: 2025-26 (V5)',
      'Remote IDV (texted link)',
      'Remote ID link sent',
      'Remote IDV did not pass',
      'Identity verified',
      idvId,
    ])
      expect(text).toContain(expected);
  }, 180_000);

  it('prints a linked applicant’s case, recorded by staff, in that applicant’s PDF report', async () => {
    const { api, tok, t } = started();
    const applicant = await api.call('POST', '/api/applicants', {
      token: tok.admin,
      body: {
        external_id: 'RP-7',
        first_name: 'Rita',
        last_name: 'Report',
        email: 'rita@example.edu',
        date_of_birth: '2004-01-02',
      },
    });
    expect(applicant.status).toBe(200);
    const pushed = await api.call('POST', '/api/financial-aid/selections', {
      token: tok.finaid,
      body: {
        selections: [
          {
            student_id: 'RP-7',
            first_name: 'Rita',
            last_name: 'Report',
            date_of_birth: '2004-01-02',
            email: 'rita@example.edu',
            award_year: '2026-27',
            tracking_group: 'V4',
          },
        ],
      },
    });
    const caseId = pushed.body.data.results[0].case_id;
    const verified = await api.call('POST', `/api/financial-aid/cases/${caseId}/verify`, {
      token: tok.finaid,
      body: {
        method: 'third_party_ial2',
        reviewer_name: 'Quinn Officer',
        presented_on: new Date().toISOString().slice(0, 10),
        note: 'Verified by the state agency; their letter is on file',
      },
    });
    expect(verified.body.data).toMatchObject({ status: 'verified', session_uuid: expect.any(String) });
    const uuid = verified.body.data.session_uuid;
    const queued = await api.call('POST', `/api/sessions/${uuid}/report`, { token: tok.admin });
    expect(queued.status).toBe(202);
    const job = await renderedReport(api, tok.admin, queued.body.data.job_id);
    const file = await fetch(`${t.baseUrl}${job.file_url}`, {
      headers: { authorization: `Bearer ${tok.admin}` },
    });
    const text = pdfText(Buffer.from(await file.arrayBuffer()));
    for (const expected of [
      'Verification Report',
      'Financial aid identity verification: 2026-27 (V4)',
      'Third party (IAL2)',
      'Quinn Officer',
      'Selected by the Department',
      'Identity verified',
    ])
      expect(text).toContain(expected);
  }, 120_000);
});
