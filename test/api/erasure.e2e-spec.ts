import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { Client } from 'pg';
import { canonicalBytes } from '../../services/src/privacy/certificate/certificate-signer';
import { dumpDatabase } from '../support/database-dump';
import {
  captureOutput,
  expectCertificatePdf,
  expectLedgerAppliedOnceByTwoStarts,
  expectReportJobGone,
} from '../support/erasure-checks';
import { STAFF_TEXT, expectStaffTextErased, writeStaffText } from '../support/erasure-staff-notes';
import { SYSTEM } from '../../services/src/shared/database/database';
import { openForApplicant } from '../../services/src/privacy/applicant-keys.public';
import { ERASED, KEPT, dumpRedis, filesText, startErasureWorld, tracesOf } from '../support/erasure-setup';
import { expectFinaidCaseErased } from '../support/erasure-finaid-checks';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { startedForFile } from '../support/started-for-file';

/**
 * Issue 32, erasure on request (docs/privacy.md): after a company admin erases an applicant, no table
 * (the event log included: what it keeps of them is sealed with the destroyed key), no Redis value,
 * no log line and no file holds anything readable of them; the other applicants are intact; the history keeps who erased them, when, why and the key
 * ids destroyed; a signed certificate says so.
 */
describe('erasure of one applicant over HTTP', () => {
  const world = startedForFile(startErasureWorld, 300_000);
  const logged: string[] = [];
  let erasureId = '';

  it("refuses staff who are not company admins, and a reason left empty, in the reader's language", async () => {
    const { api, tokens, erasedUuid } = world();
    const asViewer = await api.call('POST', `/api/applicants/${erasedUuid}/erase`, {
      token: tokens.viewer,
      body: { reason: 'request' },
    });
    expect(asViewer.status).toBe(403);
    const empty = await api.call('POST', `/api/applicants/${erasedUuid}/erase`, {
      token: tokens.admin,
      body: { reason: '' },
      headers: { 'accept-language': 'fr' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ field: 'reason', message: 'Un motif est requis' });
  });

  it("refuses a legal hold on a uuid the company has no applicant for (404 in the reader's language)", async () => {
    const { api, tokens } = world();
    const unknown = await api.call('POST', `/api/applicants/${randomUUID()}/legal-hold`, {
      token: tokens.admin,
      body: { reason: 'Dispute' },
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Votre établissement n’a aucun candidat avec cet identifiant');
  });

  it('takes a reason chosen from the list: no text needed, and a short note only for "other"', async () => {
    const { api, tokens } = world();
    const chosen = await api.call('POST', `/api/applicants/${randomUUID()}/erase`, {
      token: tokens.admin,
      body: { reason_code: 'applicant_request' },
    });
    expect(chosen.status).toBe(404); // valid: only the made-up applicant is missing
    const long = await api.call('POST', `/api/applicants/${randomUUID()}/erase`, {
      token: tokens.admin,
      body: { reason_code: 'other', reason: 'x'.repeat(201) },
      headers: { 'accept-language': 'fr' },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors[0]).toMatchObject({
      field: 'reason',
      message: 'Une courte note : 200 caractères au plus',
    });
    const noNote = await api.call('POST', `/api/applicants/${randomUUID()}/erase`, {
      token: tokens.admin,
      body: { reason_code: 'other' },
    });
    expect(noNote.status).toBe(422);
  });

  it('refuses the erasure while a legal hold is open, and allows it once released (both in the history)', async () => {
    const { api, tokens, erasedUuid } = world();
    const hold = await api.call('POST', `/api/applicants/${erasedUuid}/legal-hold`, {
      token: tokens.admin,
      body: { reason: STAFF_TEXT.hold },
    });
    expect(hold.status).toBe(200);
    const refused = await api.call('POST', `/api/applicants/${erasedUuid}/erase`, {
      token: tokens.admin,
      body: { reason: 'Applicant asked' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PRIVACY.LEGAL_HOLD' });
    expect(refused.body.message).toContain('legal hold');
    expect((await api.call('GET', `/api/getSessions/${erasedUuid}`, { token: tokens.admin })).status).toBe(
      200,
    );
    const released = await api.call('POST', `/api/applicants/${erasedUuid}/legal-hold/release`, {
      token: tokens.admin,
      body: { reason: STAFF_TEXT.holdRelease },
    });
    expect(released.status).toBe(200);
    const privacy = await api.call('GET', `/api/applicants/${erasedUuid}/privacy`, { token: tokens.admin });
    expect(privacy.body.data.hold).toBeNull();
    expect(privacy.body.data.history.map((h: { type: string }) => h.type)).toEqual([
      'LegalHoldPlaced',
      'LegalHoldReleased',
    ]);
  });

  it('records, before the erasure, an override, an escalation and a decision, and notes that name her (an erasure note naming her is refused)', () =>
    writeStaffText(world()));

  it('erases the applicant: keys destroyed, rows purged, the detail answers "Erased on …", lists, search and exports skip them', async () => {
    const { t, api, tokens, erasedUuid, keptUuid } = world();
    const restoreOutput = captureOutput(logged);
    try {
      const before = (await api.call('GET', '/api/getSessions', { token: tokens.admin })).body.meta.total;
      const erased = await api.call('POST', `/api/applicants/${erasedUuid}/erase`, {
        token: tokens.admin,
        body: { reason_code: 'other', reason: 'Applicant asked for erasure (ticket 4471)' },
      });
      expect(erased.status).toBe(200);
      erasureId = erased.body.data.erasure_id;
      expect(erased.body.data.key_ids).toHaveLength(1);
      expect(erased.body.data.rows_purged).toMatchObject({
        verification_sessions: 1,
        watchlist_screenings: 1,
        idv_records: 1,
        reports: 1,
      });
      expect(erased.body.data.rows_purged).toMatchObject({ finaid_cases: 1, finaid_scans: 1 });
      expect(erased.body.data.rows_purged.idv_images).toBeGreaterThanOrEqual(3);
      expect(erased.body.data.rows_purged.outbox_messages).toBeGreaterThanOrEqual(1);

      const detail = await api.call('GET', `/api/getSessions/${erasedUuid}`, { token: tokens.admin });
      expect(detail.status).toBe(410);
      expect(detail.body.message).toBe(`Erased on ${new Date().toISOString().slice(0, 10)}`);
      const list = await api.call('GET', '/api/getSessions?limit=100', { token: tokens.admin });
      expect(list.body.meta.total).toBe(before - 1);
      expect(list.body.data.map((s: { uuid: string }) => s.uuid)).not.toContain(erasedUuid);
      expect(
        (await api.call('GET', '/api/getSessions?search=quillbrook', { token: tokens.admin })).body.data,
      ).toEqual([]);
      const csv = await api.call('GET', '/api/exportSessions', { token: tokens.admin });
      expect(csv.body).not.toContain('Quillbrook');
      expect(csv.body).toContain('Brightwater');
      const kept = await api.call('GET', `/api/getSessions/${keptUuid}`, { token: tokens.admin });
      expect(kept.body.data).toMatchObject({ first_name: KEPT.first_name, email: KEPT.email });
      const again = await api.call('POST', `/api/applicants/${erasedUuid}/erase`, {
        token: tokens.admin,
        body: { reason: 'twice' },
      });
      expect(again.status).toBe(409);
      await t.worker.projections.drain();
    } finally {
      restoreOutput();
    }
  });

  it('keeps each decision and note about her (who, when, what, in the reader’s language) with its text erased; no table holds the texts; the other applicant’s note is intact', () =>
    expectStaffTextErased(world()));

  it('answers the IDV routes and the report jobs of the erased applicant 410 "Erased on …", like the detail', async () => {
    const { api, tokens, erasedUuid, idvId, reportJobId } = world();
    const erasedOn = `Erased on ${new Date().toISOString().slice(0, 10)}`;
    for (const [method, url, body] of [
      ['GET', `/api/checkIDV/${idvId}`],
      ['GET', `/api/checkIDV/${erasedUuid}`],
      ['GET', `/api/idv/${idvId}/history`],
      ['GET', `/api/idv/${idvId}/images/id_front`],
      ['POST', `/api/idv/${idvId}/report`],
      ['POST', `/api/sessions/${erasedUuid}/report`],
      ['POST', `/api/idv/${idvId}/resend-link`],
      ['POST', '/api/askIDV', { uuid: erasedUuid, form_type: 'FINANCIAL_AID' }],
    ] as const) {
      const answer = await api.call(method, url, { token: tokens.admin, body });
      expect({ url, status: answer.status, message: answer.body?.message }).toEqual({
        url,
        status: 410,
        message: erasedOn,
      });
    }
    await expectReportJobGone(api, tokens.admin, reportJobId);
  });

  it("leaves nothing readable of the erased student's financial-aid case (events, scans, read models); the other case is intact and the audit facts stay", () =>
    expectFinaidCaseErased(world()));

  it('keeps the history of non-personal facts: who erased, when, why, the key ids destroyed', async () => {
    const { api, tokens, erasedUuid, t } = world();
    const privacy = await api.call('GET', `/api/applicants/${erasedUuid}/privacy`, { token: tokens.viewer });
    expect(privacy.body.data.erased).toMatchObject({ erasure_id: erasureId });
    const line = privacy.body.data.history.at(-1);
    expect(line).toMatchObject({
      type: 'ApplicantErased',
      by: 'Morgan Hale',
      reason: 'Applicant asked for erasure (ticket 4471)',
      reason_code: 'other',
    });
    expect(line.key_ids).toHaveLength(1);
    const owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query(
        "SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'idv:%' AND data::text LIKE $1",
        [`%${erasedUuid}%`],
      );
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await owner.end();
    }
  });

  it('gives a certificate signed with the published key, downloaded by the company admin and logged', async () => {
    const { api, tokens, t, erasedUuid } = world();
    expect(
      (await api.call('GET', `/api/erasures/${erasureId}/certificate`, { token: tokens.viewer })).status,
    ).toBe(403);
    const got = await api.call('GET', `/api/erasures/${erasureId}/certificate`, { token: tokens.admin });
    expect(got.status).toBe(200);
    const signed = typeof got.body === 'string' ? JSON.parse(got.body) : got.body;
    expect(signed.certificate).toMatchObject({
      erasureId,
      scope: 'applicant',
      applicants: [{ uuid: erasedUuid }],
      reason: 'Applicant asked for erasure (ticket 4471)',
      erasedBy: { name: 'Morgan Hale' },
    });
    const pem = await (await fetch(`${t.baseUrl}/api/erasure-certificates/public-key`)).text();
    const key = createPublicKey(pem);
    expect(
      verify(null, canonicalBytes(signed.certificate), key, Buffer.from(signed.signature, 'base64')),
    ).toBe(true);
    const forged = { ...signed.certificate, reason: 'something else' };
    expect(verify(null, canonicalBytes(forged), key, Buffer.from(signed.signature, 'base64'))).toBe(false);
    const log = await api.call('GET', '/api/access-log?limit=25', { token: tokens.admin });
    expect(JSON.stringify(log.body)).toContain('erasure.certificate');

    // The same certificate as a tagged PDF in the reader's language, naming the key that signed the JSON.
    await expectCertificatePdf({ api, baseUrl: t.baseUrl, tokens, erasureId, erasedUuid, signed });
  });

  it('leaves no readable trace in any table (the events too), in Redis, in the logs or in the files', async () => {
    const { t } = world();
    const dump = await dumpDatabase(t.runtime.databaseUrl);
    const redis = await dumpRedis(t.runtime.redisUrl);
    const files = filesText(t.runtime.config.dataDir);
    for (const trace of tracesOf(ERASED)) {
      expect({ trace, inDatabase: dump.includes(trace) }).toEqual({ trace, inDatabase: false });
      expect({ trace, inRedis: redis.includes(trace) }).toEqual({ trace, inRedis: false });
      expect({ trace, inLogs: logged.join('').includes(trace) }).toEqual({ trace, inLogs: false });
      expect({ trace, inFiles: files.includes(trace) }).toEqual({ trace, inFiles: false });
    }
    expect(dump).toContain(KEPT.last_name);
  });

  it('leaves the copies of their images and report in an older backup unreadable: the key that sealed them is gone', async () => {
    const { t, backupCopies } = world();
    expect(backupCopies.length).toBeGreaterThanOrEqual(4); // ID front and back, selfie, face crops, the report
    for (const copy of backupCopies) {
      const opened = await t.runtime.db.tx(SYSTEM, (tx) =>
        openForApplicant(tx, copy.companyId, copy.subject, copy.sealed, copy.context),
      );
      expect({ copy: copy.context, opened }).toEqual({ copy: copy.context, opened: null });
    }
  });

  it('keeps them deleted when the read models are rebuilt from the events', async () => {
    const { t, api, tokens, erasedUuid } = world();
    await expectRebuildToMatchLive(t.runtime.databaseUrl, [
      ['verification_sessions', 'id'],
      ['idv_records', 'id'],
      ['watchlist_screenings', 'session_uuid'],
      ['finaid_cases', 'id'],
    ]);
    expect((await api.call('GET', `/api/getSessions/${erasedUuid}`, { token: tokens.admin })).status).toBe(
      410,
    );
  });

  it('applies the erasure ledger once when two processes start together, erasing again what a restore brought back', () =>
    expectLedgerAppliedOnceByTwoStarts(world().t, world().erasedUuid));

  it('events table holds nothing readable of the erased applicant', async () => {
    const { t } = world();
    const owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query('SELECT data::text || metadata::text AS text FROM events');
      const text = rows.map((r) => r.text).join('\n');
      for (const trace of tracesOf(ERASED))
        expect({ trace, found: text.includes(trace) }).toEqual({ trace, found: false });
    } finally {
      await owner.end();
    }
  });
});
