import { pdfText } from '../support/pdf-text';
import {
  captureTokenIn,
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
  it('uses the linked applicant’s own Financial Aid IDV: a new link on the one asked from the applicant, followed once submitted, refused once passed', async () => {
    const { api, tok } = started();
    const student = {
      student_id: 'RL-3',
      first_name: 'Michael',
      last_name: 'Sample',
      date_of_birth: '1986-06-06',
      email: 'rl3@example.edu',
      phone: '(804) 555-0143',
      tracking_group: 'V4',
    };
    const applicant = await api.call('POST', '/api/applicants', {
      token: tok.admin,
      body: {
        external_id: 'RL-3',
        first_name: student.first_name,
        last_name: student.last_name,
        email: student.email,
        phone: student.phone,
        date_of_birth: student.date_of_birth,
      },
    });
    expect(applicant.status).toBe(200);
    const select = async (award_year: string) => {
      const r = await api.call('POST', '/api/financial-aid/selections', {
        token: tok.finaid,
        body: { selections: [{ ...student, award_year }] },
      });
      const caseId: string = r.body.data.results[0].case_id;
      return (await api.call('GET', `/api/financial-aid/cases/${caseId}`, { token: tok.finaid })).body.data;
    };
    const first = await select('2026-27');
    const uuid: string = first.session_uuid;
    expect(uuid).toEqual(expect.any(String));

    // SFS staff asked the applicant's Financial Aid IDV from the applicant's page before the selection.
    const asked = await api.call('POST', '/api/askIDV', {
      token: tok.finaid,
      body: { uuid, form_type: 'FINANCIAL_AID' },
    });
    expect(asked.status).toBe(200);
    const idvId: string = asked.body.data.id;
    await linkDeliveriesRecorded(api, tok.finaid, idvId);

    // The case's link is a new link on that IDV (the first one stops working), not a new subject.
    const path = `/api/financial-aid/cases/${first.id}`;
    const sent = await api.call('POST', `${path}/remote-link`, { token: tok.finaid });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Remote ID link sent to the student; the case is in progress');
    expect(sent.body.data).toMatchObject({ status: 'in_progress', remote_idv_id: idvId });
    const record = (await api.call('GET', `/api/checkIDV/${uuid}`, { token: tok.finaid })).body.data;
    expect(record).toMatchObject({ id: idvId, uuid, form_type: 'FINANCIAL_AID' });
    const idvHistory = async () =>
      (await api.call('GET', `/api/idv/${idvId}/history`, { token: tok.finaid })).body.data as {
        type: string;
        details: Record<string, unknown>;
      }[];
    const types = (await idvHistory()).map((e) => e.type);
    expect(types.filter((t) => t === 'IdvRequested')).toHaveLength(1);
    expect(types.filter((t) => t === 'IdvLinkSent')).toHaveLength(2);
    expect(types).toContain('IdvLinkRevoked');

    // The student completes the newest link; the expired example card fails the IDV, noted on the case.
    const texts: { body: string }[] = await until('both texts delivered', async () => {
      const r = await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super });
      const delivered = (r.body.data ?? []).filter(
        (m: { channel: string; status: string }) => m.channel === 'sms' && m.status === 'delivered',
      );
      return delivered.length === 2 ? delivered : null;
    });
    // The first text's link was replaced (410); the case's link works.
    const answers = await Promise.all(
      texts.map(async (m) => {
        const link = captureTokenIn(m.body);
        return { link, status: (await api.call('GET', `/api/capture/${link}`)).status };
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const current = answers.find((a) => a.status === 200)!.link;
    await consentToCapture(api, current);
    await uploadAndSubmit(api, current, await photo('#4060a0'), await photo('#c08040'));
    expect((await checkedIdv(api, tok.finaid, idvId)).overall_validation).toBe('FAILED');
    await until('the failed IDV noted on the case', async () => {
      const c = (await api.call('GET', path, { token: tok.finaid })).body.data;
      return c.history.some((e: { type: string }) => e.type === 'FinaidRemoteIdvFailed') ? c : null;
    });

    // Sending again: the IDV is submitted, so nothing is sent and the case keeps following it.
    const outboxBefore = (await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super })).body
      .data.length;
    const again = await api.call('POST', `${path}/remote-link`, { token: tok.finaid });
    expect(again.status).toBe(200);
    expect(again.body.message).toContain('no new link was sent');
    expect(again.body.data).toMatchObject({ status: 'in_progress', remote_idv_id: idvId });
    expect(
      (await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super })).body.data.length,
    ).toBe(outboxBefore);
    const caseTypes = (await api.call('GET', path, { token: tok.finaid })).body.data.history.map(
      (e: { type: string }) => e.type,
    );
    expect(caseTypes).toEqual(['FinaidCaseSelected', 'FinaidRemoteLinkSent', 'FinaidRemoteIdvFailed']);

    // A second award year's case of the same applicant, while that IDV has failed: linked to it, the
    // failure noted at once; staff decide the IDV passed, which verifies both cases.
    const second = await select('2027-28');
    expect(second.session_uuid).toBe(uuid);
    const linked = await api.call('POST', `/api/financial-aid/cases/${second.id}/remote-link`, {
      token: tok.finaid,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.remote_idv_id).toBe(idvId);
    const secondTypes = (
      await api.call('GET', `/api/financial-aid/cases/${second.id}`, { token: tok.finaid })
    ).body.data.history.map((e: { type: string }) => e.type);
    expect(secondTypes).toEqual(['FinaidCaseSelected', 'FinaidRemoteLinkSent', 'FinaidRemoteIdvFailed']);
    const decided = await api.call('PUT', `/api/updateIDV/${uuid}`, {
      token: tok.finaid,
      body: { form_type: 'FINANCIAL_AID', overall_validation: 'PASSED', reason: 'Renewed licence seen' },
    });
    expect(decided.status).toBe(200);
    for (const id of [first.id, second.id])
      await until('the case verified by the applicant’s IDV', async () => {
        const c = (await api.call('GET', `/api/financial-aid/cases/${id}`, { token: tok.finaid })).body.data;
        return c.status === 'verified' && c.idv_id === idvId ? c : null;
      });

    // A third case once the applicant's IDV has passed: no new IDV can be asked of the same person.
    const third = await select('2028-29');
    const refused = await api.call('POST', `/api/financial-aid/cases/${third.id}/remote-link`, {
      token: tok.finaid,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already passed');
    const thirdCase = (await api.call('GET', `/api/financial-aid/cases/${third.id}`, { token: tok.finaid }))
      .body.data;
    expect(thirdCase).toMatchObject({ status: 'selected', remote_idv_id: null });
  }, 240_000);
});
