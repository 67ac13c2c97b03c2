import { SYSTEM } from '../../services/src/shared/database/database';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { csvOf, importSelections, selectionCells } from '../support/finaid-selections';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';

// Issue 35, steps 2 and 5: a case's statuses (selected → in progress → verified / not verified /
// unable to contact), the school's deadline and the computed overdue, results set aside only with
// the override permission, the award-year card equal to its lists, and the Partner Portal export.

describe('financial-aid cases: statuses, deadlines, cards and the export', () => {
  const started = startedForFile(async () => {
    const s = await startDemoApp(['finaid', 'admin', 'viewer', 'super']);
    const rows = Array.from({ length: 8 }, (_, i) => selectionCells(i));
    const r = await importSelections(s.api, s.tok.finaid, csvOf(rows));
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    const ids: string[] = r.body.data.results.map((x: any) => x.case_id);
    return { ...s, ids };
  }, 120_000);
  const post = (path: string, body: object, token?: string) => {
    const { api, tok } = started();
    return api.call('POST', `/api/financial-aid/cases/${path}`, { token: token ?? tok.finaid, body });
  };
  const inPerson = {
    method: 'in_person',
    document_type: 'drivers_license',
    document_expiry: '2030-06-30',
    reviewer_name: 'Pat Reviewer',
    presented_on: '2025-09-15',
  };

  it('walks a case from selected to verified, keeps the result and its history', async () => {
    const { api, tok, ids } = started();
    expect((await post(`${ids[0]}/start`, { note: 'appointment booked' })).body.data.status).toBe(
      'in_progress',
    );
    const done = await post(`${ids[0]}/verify`, inPerson);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'verified',
      method: 'in_person',
      document_type: 'drivers_license',
      reviewer_name: 'Pat Reviewer',
      presented_on: '2025-09-15',
    });
    expect((await post(`${ids[0]}/not-verified`, { reason: 'changed my mind' })).status).toBe(409);
    const detail = await api.call('GET', `/api/financial-aid/cases/${ids[0]}`, { token: tok.finaid });
    expect(detail.body.data.history.map((h: any) => h.type)).toEqual([
      'FinaidCaseSelected',
      'FinaidCaseStarted',
      'FinaidIdentityVerified',
    ]);
    expect(JSON.stringify(detail.body.data)).not.toMatch(/ssn_cipher|ssnCipher/);
  });

  it('refuses an expired ID, a video call without its scan and a third party without documentation', async () => {
    const { ids } = started();
    const expired = await post(`${ids[1]}/verify`, { ...inPerson, document_expiry: '2025-09-14' });
    expect(expired.status).toBe(422);
    expect(expired.body.errors[0].field).toBe('document_expiry');
    const video = await post(`${ids[1]}/verify`, { ...inPerson, method: 'video_call' });
    expect(video.body.errors.map((e: any) => e.field)).toEqual(['scan_id']);
    const third = await post(`${ids[1]}/verify`, {
      method: 'third_party_ial2',
      reviewer_name: 'Pat Reviewer',
      presented_on: '2025-09-15',
    });
    expect(third.body.errors.map((e: any) => e.field)).toEqual(['note']);
    const ok = await post(`${ids[1]}/verify`, {
      method: 'third_party_ial2',
      reviewer_name: 'Pat Reviewer',
      presented_on: '2025-09-15',
      note: 'Login.gov IAL2 proofing confirmation on file',
    });
    expect(ok.body.data).toMatchObject({
      status: 'verified',
      method: 'third_party_ial2',
      document_type: null,
    });
  });

  it('sets a result aside only with the override permission', async () => {
    const { tok, ids } = started();
    await post(`${ids[2]}/not-verified`, { reason: 'Name on the ID differs' });
    expect((await post(`${ids[2]}/reopen`, { reason: 'typo' }, tok.viewer)).status).toBe(403);
    const reopened = await post(`${ids[2]}/reopen`, { reason: 'Student brought a second ID' });
    expect(reopened.body.data).toMatchObject({ status: 'in_progress', reason: null });
  });

  it('computes overdue from the deadline, and each card count equals its list', async () => {
    const { api, tok, ids } = started();
    await post(`${ids[3]}/deadline`, { deadline: '2020-01-01' });
    await post(`${ids[4]}/deadline`, { deadline: '2099-01-01' });
    await post(`${ids[5]}/unable-to-contact`, { note: 'three e-mails, no answer' });
    await post(`${ids[6]}/deadline`, { deadline: '2020-01-01' });
    await post(`${ids[6]}/verify`, inPerson); // verified late: not overdue
    const cards = await api.call('GET', '/api/financial-aid/cards', { token: tok.finaid });
    const card = cards.body.data.find((c: any) => c.award_year === '2025-26');
    const total = async (view: string) =>
      (
        await api.call('GET', `/api/financial-aid/cases?award_year=2025-26&view=${view}&limit=100`, {
          token: tok.finaid,
        })
      ).body;
    for (const [count, view] of [
      ['selected', 'all'],
      ['verified', 'verified'],
      ['pending', 'pending'],
      ['overdue', 'overdue'],
    ]) {
      const list = await total(view);
      expect([count, list.meta.total]).toEqual([count, card[count]]);
      expect(list.data).toHaveLength(card[count]);
    }
    expect(card.overdue).toBe(1);
    const overdue = await total('overdue');
    expect(overdue.data.map((c: any) => c.id)).toEqual([ids[3]]);
    expect(overdue.data[0].overdue).toBe(true);
  });

  it("texts and e-mails an open case's student a reminder in their language, through the outbox", async () => {
    const { api, tok, ids } = started();
    // Selection 3: a phone and an e-mail, Dutch, deadline set above (overdue, still open).
    await post(`${ids[3]}/deadline`, { deadline: '2020-01-01' });
    const sent = await post(`${ids[3]}/remind`, {});
    expect(sent.status).toBe(200);
    expect(sent.body.data.reminders_sent).toBe(1);
    const outbox = await api.call('GET', `/api/outbox?reference=${ids[3]}`, { token: tok.super });
    const messages = outbox.body.data.map((m: any) => [m.channel, m.purpose, m.body]);
    expect(messages.map((m: any) => m[0]).sort()).toEqual(['email', 'sms']);
    for (const [, purpose, body] of messages) {
      expect(purpose).toBe('finaid_reminder');
      expect(body).toContain('vóór 2020-01-01');
    }
    expect((await post(`${ids[0]}/remind`, {})).status).toBe(409); // verified: no reminder
  });

  it("exports the award year's results in the Partner Portal's shape", async () => {
    const { t, tok, ids } = started();
    const get = (query: string, token = tok.finaid) =>
      fetch(`${t.baseUrl}/api/financial-aid/export.csv?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const portal = await get('award_year=2025-26&portal=1');
    expect(portal.status).toBe(200);
    expect(portal.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await portal.text()).trim().split('\r\n');
    // Results only (verified in person, third party, not verified reopened → open, unreachable, verified late).
    const bySsn = Object.fromEntries(
      lines.map((l) => l.split(',')).map(([ssn, last, code]) => [last, [ssn, code]]),
    );
    expect(bySsn.Family0).toEqual([selectionCells(0)[8], '1']);
    expect(bySsn.Family1).toEqual([selectionCells(1)[8], '2']);
    expect(bySsn.Family5).toEqual([selectionCells(5)[8], '5']);
    expect(bySsn.Family2).toBeUndefined();
    expect(lines).toHaveLength(4);
    const full = await (await get('award_year=2025-26')).text();
    expect(full.split('\r\n')[0]).toMatch(/^ssn,last_name,result_code,student_id/);
    expect((await get('award_year=2025-26', tok.viewer)).status).toBe(403);
    expect((await get('award_year=next')).status).toBe(422);
    expect(ids).toHaveLength(8);
  });

  it('erases a student with a case of their own: the case and its scans go, and a rebuild keeps them gone', async () => {
    const { api, tok, ids, t } = started();
    // ids[7]: a student who was never an applicant (no linked session): their case id is what is erased.
    const erased = await api.call('POST', `/api/applicants/${ids[7]}/erase`, {
      token: tok.admin,
      body: { reason_code: 'applicant_request' },
    });
    expect(erased.status).toBe(200);
    // Gone, and said so: 410 "Erased on …" like the IDV routes (an unknown id stays 404).
    expect((await api.call('GET', `/api/financial-aid/cases/${ids[7]}`, { token: tok.finaid })).status).toBe(
      410,
    );
    // Her key was named by the case id: destroyed with it, her sealed fields in the events are noise.
    const events = await t.runtime.db.rows<{ text: string }>(
      SYSTEM,
      'SELECT data::text AS text FROM events WHERE stream_id = $1',
      [`finaid-case-${ids[7]}`],
    );
    expect(events).toHaveLength(1);
    for (const trace of selectionCells(7).slice(0, 5))
      expect({ trace, found: events[0].text.includes(trace) }).toEqual({ trace, found: false });
    const live = await expectRebuildToMatchLive(t.runtime.databaseUrl, [['finaid_cases', 'id']]);
    expect(live.finaid_cases.map((r: any) => r.id)).not.toContain(ids[7]);
    expect(live.finaid_cases.map((r: any) => r.id)).toContain(ids[6]);
  });
});
