import * as fs from 'node:fs';
import { TestApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import {
  captureTokenIn,
  checkedCardIdv,
  checkedIdv,
  consentToCapture,
  photo,
  uploadAndSubmit,
} from '../support/remote-idv';
import { reviewQueueHelpers } from '../support/review-queue';
import { startDemoApp } from '../support/sign-in';
import { until } from '../support/until';
import { demoCompanyId, linkedListDir, setWatchlistDir } from '../support/watchlist-sessions';

// Issue 34, the rest: staff ask an applicant for new photos from an IDV's review item (the reason in
// the applicant's language, a new link through the outbox, a new item if the new photos need a person
// again), and four-eyes (a company setting): an override or a confirmed match cleared as a false
// positive waits for a second staff member with the same permission, never the requester.

describe('review queue: resubmission and four-eyes', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'admin' | 'admissions' | 'viewer' | 'super', string>;
  let h: ReturnType<typeof reviewQueueHelpers>;
  let companyId: number;
  let listDir: string;
  let restoreWatchlistDir: () => void;
  const queue = (token: string, query = '') =>
    api.call('GET', `/api/review-queue?limit=100${query}`, { token });
  const history = async (uuid: string) =>
    (await api.call('GET', `/api/applicants/${uuid}/review-history`, { token: tok.admin })).body
      .data as any[];
  const fourEyes = (on: boolean, token = tok.admin) =>
    api.call('PUT', '/api/review-queue/settings', { token, body: { four_eyes: on } });
  /** The newest delivered text of an IDV's links (the outbox, read as the super admin). */
  const texts = async (idvId: string) =>
    ((await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super })).body.data ?? []).filter(
      (m: any) => m.channel === 'sms' && m.status === 'delivered',
    ) as { body: string }[];

  beforeAll(async () => {
    listDir = linkedListDir();
    restoreWatchlistDir = setWatchlistDir(listDir);
    ({ t, api, tok } = await startDemoApp(['admin', 'admissions', 'viewer', 'super']));
    h = reviewQueueHelpers(t);
    companyId = await demoCompanyId(t);
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(listDir, { recursive: true, force: true });
    restoreWatchlistDir?.();
  });

  it('requests new photos: the item closes, the applicant reads why in their language, new photos raise a new item', async () => {
    const idv = await checkedCardIdv(api, { staff: tok.admissions, super: tok.super });
    const item = (await queue(tok.admissions, '&kind=idv_check')).body.data.find(
      (i: any) => i.session_uuid === idv.uuid,
    );
    expect(item.reason_codes).toContain('document_expired');
    const before = (await texts(idv.id)).length;
    const path = `/api/idv/${idv.id}/request-resubmission`;
    // The viewer may not decide IDV results; an unknown reason is refused in the reader's language.
    expect((await api.call('POST', path, { token: tok.viewer, body: { reason: 'glare' } })).status).toBe(403);
    const bad = await api.call('POST', path, {
      token: tok.admissions,
      body: { reason: 'ugly' },
      headers: { 'accept-language': 'de' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Der Grund muss');
    const asked = await api.call('POST', path, {
      token: tok.admissions,
      body: { reason: 'document_expired', note: 'Card ran out in 2019; asked for the new one' },
    });
    expect(asked.status).toBe(200);
    // Asked once is enough: the IDV waits for the applicant now.
    expect((await api.call('POST', path, { token: tok.admissions, body: { reason: 'glare' } })).status).toBe(
      409,
    );
    const closed = (await queue(tok.admin, '&kind=idv_check&status=closed')).body.data.find(
      (i: any) => i.id === item.id,
    );
    expect(closed.outcome).toBe('resubmission_requested');
    const record = (await api.call('GET', `/api/checkIDV/${idv.id}`, { token: tok.admissions })).body.data;
    expect(record.status).toBe('Requested');
    // The new link's text says why; the capture page says it in the language the applicant reads.
    const sms = await until('the new link', async () => {
      const all = await texts(idv.id);
      return all.length > before ? (all.find((m) => m.body.includes('expired')) ?? null) : null;
    });
    const token = captureTokenIn(sms.body);
    for (const [language, text] of [
      ['fr', 'Le document photographié est expiré.'],
      ['nl', 'Het gefotografeerde document is verlopen.'],
      ['de', 'Das fotografierte Dokument ist abgelaufen.'],
      ['en', 'The document you photographed has expired.'],
    ]) {
      const page = await api.call('GET', `/api/capture/${token}`, {
        headers: { 'accept-language': language },
      });
      expect(page.status).toBe(200);
      expect(page.body.data.resubmission).toEqual({ reason: 'document_expired', message: text });
      expect(JSON.stringify(page.body)).not.toContain('ran out in 2019');
    }
    // History: the decision with its reason and the staff's note; the IDV's own history says it too.
    const lines = await history(idv.uuid);
    expect(lines.find((l) => l.outcome === 'resubmission_requested')).toMatchObject({
      type: 'decided',
      kind: 'idv_check',
      codes: ['document_expired'],
      note: 'Card ran out in 2019; asked for the new one',
    });
    const idvHistory = (await api.call('GET', `/api/idv/${idv.id}/history`, { token: tok.admissions })).body
      .data;
    expect(idvHistory.map((e: any) => e.type)).toEqual(
      expect.arrayContaining(['IdvResubmissionRequested', 'IdvLinkRevoked', 'IdvLinkSent']),
    );
    // The same expired card again: checked like the first time, a new item waits.
    await consentToCapture(api, token);
    await uploadAndSubmit(api, token, await photo('#4060a0', true), await photo('#c08040', true));
    await checkedIdv(api, tok.admissions, idv.id);
    const again = (await queue(tok.admin, '&kind=idv_check')).body.data.filter(
      (i: any) => i.session_uuid === idv.uuid,
    );
    expect(again).toHaveLength(1);
    expect(again[0].id).not.toBe(item.id);
    const page = await api.call('GET', `/api/capture/${token}`);
    expect(page.status).toBe(410);
  }, 240_000);

  it('four-eyes: an override waits for a colleague with the same permission, never the requester', async () => {
    expect((await fourEyes(true, tok.admissions)).status).toBe(403);
    expect((await fourEyes(true)).status).toBe(200);
    expect((await api.call('GET', '/api/review-queue/settings', { token: tok.viewer })).body.data).toEqual({
      four_eyes: true,
    });
    const idv = await checkedCardIdv(api, { staff: tok.admissions, super: tok.super });
    const override = await api.call('PUT', `/api/updateIDV/${idv.id}`, {
      token: tok.admissions,
      body: { overall_validation: 'PASSED', reason: 'Renewed card seen at the desk' },
    });
    expect(override.status).toBe(202);
    expect(override.body.data.overall_validation).toBe('FAILED');
    const requesterId = await h.myId(tok.admissions);
    const approval = (await queue(tok.admissions, '&kind=approval')).body.data.find(
      (i: any) => i.session_uuid === idv.uuid,
    );
    expect(approval).toMatchObject({
      reason_codes: ['idv_override', 'PASSED'],
      form_type: 'ADMISSIONS',
      requested_by_id: requesterId,
      may_decide: false,
    });
    // The requester cannot approve their own, take it, or be handed it by "Next item".
    const own = await api.call('POST', `/api/review-queue/${approval.id}/approve`, { token: tok.admissions });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('REVIEW.OWN_REQUEST');
    expect(
      (await api.call('POST', `/api/review-queue/${approval.id}/assign`, { token: tok.admissions })).status,
    ).toBe(403);
    for (;;) {
      const next = await api.call('POST', '/api/review-queue/next', { token: tok.admissions });
      if (!next.body.data) break;
      expect(next.body.data.id).not.toBe(approval.id);
    }
    // The viewer lacks the permission (IDV results); a second admissions staff member approves.
    expect(
      (await api.call('POST', `/api/review-queue/${approval.id}/approve`, { token: tok.viewer })).status,
    ).toBe(403);
    const second = await h.staff(companyId, 'second.reviewer@northfield.edu', [4]);
    const fromSecond = (await queue(second, '&kind=approval')).body.data.find(
      (i: any) => i.id === approval.id,
    );
    expect(fromSecond.may_decide).toBe(true);
    const approved = await api.call('POST', `/api/review-queue/${approval.id}/approve`, {
      token: second,
      body: { note: 'Saw the renewed card on the call' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'closed', outcome: 'approved' });
    const record = (await api.call('GET', `/api/checkIDV/${idv.id}`, { token: tok.admissions })).body.data;
    expect(record.overall_validation).toBe('PASSED');
    const idvHistory = (await api.call('GET', `/api/idv/${idv.id}/history`, { token: tok.admissions })).body
      .data;
    expect(idvHistory.find((e: any) => e.type === 'IdvResultOverridden').summary).toMatch(
      /overridden by .*, approved by Rev second\.reviewer/,
    );
    const lines = await history(idv.uuid);
    expect(lines.filter((l) => l.kind === 'approval').map((l) => [l.type, l.outcome, l.note])).toEqual([
      ['approval_requested', 'approval_requested', 'Renewed card seen at the desk'],
      ['decided', 'approved', 'Saw the renewed card on the call'],
    ]);
  }, 240_000);

  it('four-eyes: a confirmed match cleared as a false positive waits; a rejection changes nothing; both in history', async () => {
    await fourEyes(true);
    const { uuid, entryIds } = await h.screenedListedPerson(companyId, tok.admin);
    const review = (token: string, decision: string, reason: string) =>
      api.call('POST', `/api/watchlist/${uuid}/matches/${encodeURIComponent(entryIds[0])}/review`, {
        token,
        body: { decision, reason },
      });
    expect((await review(tok.viewer, 'confirmed', 'Same date of birth')).status).toBe(200);
    const cleared = await review(tok.viewer, 'false_positive', 'Different middle name on the list');
    expect(cleared.status).toBe(202);
    const entry = cleared.body.data.matches.find((m: any) => m.entryId === entryIds[0]);
    expect(entry.review.decision).toBe('confirmed');
    const approval = (await queue(tok.admin, '&kind=approval')).body.data.find(
      (i: any) => i.session_uuid === uuid,
    );
    expect(approval.reason_codes).toEqual(['watchlist_false_positive', entryIds[0]]);
    expect(
      (await api.call('POST', `/api/review-queue/${approval.id}/reject`, { token: tok.admin })).status,
    ).toBe(422);
    const rejected = await api.call('POST', `/api/review-queue/${approval.id}/reject`, {
      token: tok.admin,
      body: { note: 'The list entry names the same birthplace' },
      headers: { 'accept-language': 'fr' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('Refusé : rien n’a changé');
    const after = await api.call('GET', `/omni/watchlist-result/${uuid}`, { token: tok.admin });
    expect(after.body.data.matches.find((m: any) => m.entryId === entryIds[0]).review.decision).toBe(
      'confirmed',
    );
    // The applicant's history (the PDF report's review section reads the same lines: its unit test).
    const lines = await history(uuid);
    expect(lines.filter((l) => l.kind === 'approval').map((l) => [l.type, l.outcome, l.codes])).toEqual([
      ['approval_requested', 'approval_requested', ['watchlist_false_positive', entryIds[0]]],
      ['decided', 'rejected', ['watchlist_false_positive', entryIds[0]]],
    ]);
    await fourEyes(false);
    expect((await review(tok.viewer, 'false_positive', 'Different middle name on the list')).status).toBe(
      200,
    );
  }, 240_000);
});
