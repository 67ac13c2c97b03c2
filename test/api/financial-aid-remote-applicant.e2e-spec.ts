import {
  captureTokenIn,
  checkedIdv,
  consentToCapture,
  linkDeliveriesRecorded,
  photo,
  uploadAndSubmit,
} from '../support/remote-idv';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { until } from '../support/until';

// Issue 35, the remote link from a case linked to an applicant: the applicant's own Financial Aid IDV
// is used (one subject, one history), never a new remote subject (docs/financial-aid.md, "From a case").

describe('financial aid: the remote link of a case linked to an applicant', () => {
  const started = startedForFile(() => startDemoApp(['finaid', 'super', 'admin']), 120_000);

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
