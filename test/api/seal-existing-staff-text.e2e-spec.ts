import * as fs from 'node:fs';
import { Client } from 'pg';
import { processApplicantKeys } from '../../services/src/privacy/applicant-keys.public';
import { sealExistingPersonalData, SealingProgress } from '../../services/src/privacy/seal-existing.public';
import { startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { until } from '../support/until';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { rebuildReadModel } from '../../services/src/bootstrap/rebuild-read-model';
import { findProjection } from '../../services/src/projections.registry';
import { linkedListDir, setWatchlistDir } from '../support/watchlist-sessions';
import {
  OLD_TEXT,
  staffEventsText,
  staffTextToday,
  writeAsBeforeSealing,
} from '../support/staff-text-before-keys';

const STEPS = ['idv-staff-text', 'review-notes', 'watchlist-reviews', 'legal-holds'];

/**
 * What staff typed about applicants, written by an earlier version in the clear (issue 32): notes,
 * decisions' notes, an override's reason, a request for new photos' note, a selfie decision's reason
 * (beside its already sealed evidence), a watchlist review's reason, a legal hold's reasons. The
 * resumable seal-existing pass seals each with its applicant's key, drops an erased applicant's, and
 * everything reads back as typed.
 */
describe('seal-existing: staff free text written in the clear before', () => {
  const started = startedForFile(async () => {
    const listDir = linkedListDir();
    const restore = setWatchlistDir(listDir);
    const t = await startApp({ demo: true });
    restore();
    const api = apiClient(t.baseUrl);
    const tok: Record<string, string> = await signInRoles(api, ['admin', 'super']);
    const owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    const finished = async () =>
      Number(
        (
          await owner.query(
            'SELECT count(*) AS n FROM personal_data_sealing WHERE step = ANY($1) AND finished_at IS NOT NULL',
            [STEPS],
          )
        ).rows[0].n,
      ) === STEPS.length;
    await until('the pass at the worker start', finished);
    await until(
      'the sanctions lists',
      async () =>
        (await api.call('GET', '/api/watchlist/versions', { token: tok.admin })).body.data?.engine?.versions
          .length === 2,
      60_000,
    );
    const ids = await staffTextToday(t, api, tok);
    await writeAsBeforeSealing(t);
    // The second applicant was erased before the pass: her note is still in the clear.
    const erased = await api.call('POST', `/api/applicants/${ids.erasedUuid}/erase`, {
      token: tok.admin,
      body: { reason_code: 'applicant_request' },
    });
    if (erased.status !== 200) throw new Error(JSON.stringify(erased.body));
    await owner.query('DELETE FROM personal_data_sealing WHERE step = ANY($1)', [STEPS]);
    return {
      t,
      api,
      tok,
      owner,
      ids,
      stop: async () => {
        await owner.end();
        await t.stop();
        fs.rmSync(listDir, { recursive: true, force: true });
      },
    };
  }, 240_000);

  it('seals the texts in batches with progress, resumes after a stop, and leaves none in the clear', async () => {
    const { t, owner, ids } = started();
    const before = await staffEventsText(owner);
    for (const text of Object.values(OLD_TEXT)) expect(before).toContain(text); // the fixture really is plain

    const progress: SealingProgress[] = [];
    const stopped = await sealExistingPersonalData(t.runtime.db, processApplicantKeys(), {
      batchEvents: 1,
      progress: (p) => progress.push(p),
      stopped: () => progress.some((p) => p.step === 'idv-staff-text'),
    });
    expect(stopped).toEqual({ sealed: 1, finished: false });
    const cursor = await owner.query(
      "SELECT cursor, finished_at FROM personal_data_sealing WHERE step = 'idv-staff-text'",
    );
    expect(cursor.rows[0]).toMatchObject({ cursor: expect.any(String), finished_at: null });

    const resumed = await sealExistingPersonalData(t.runtime.db, processApplicantKeys(), {
      batchEvents: 1,
      progress: (p) => progress.push(p),
    });
    expect(resumed.finished).toBe(true);
    // The override, the request for new photos and the selfie decision: one a batch, then the empty
    // batch that ends the step; the count goes on from where the stopped run left it.
    const idv = progress.filter((p) => p.step === 'idv-staff-text');
    expect(idv.map((p) => p.sealed)).toEqual([1, 2, 3, 3]);
    expect(idv[0].remaining).toBe(3);
    for (const step of ['review-notes', 'watchlist-reviews', 'legal-holds']) {
      const of = progress.filter((p) => p.step === step);
      expect({ step, sealed: of.at(-1)!.sealed }).toEqual({ step, sealed: of[0].remaining });
    }
    expect(progress.filter((p) => p.step === 'legal-holds').at(-1)!.sealed).toBe(2);

    const after = await staffEventsText(owner);
    for (const text of Object.values(OLD_TEXT))
      expect({ text, found: after.includes(text) }).toEqual({ text, found: false });
    // The erased applicant's note was dropped, not sealed: nothing is left to open.
    const { rows } = await owner.query(
      "SELECT data FROM events WHERE type = 'ApplicantNoteAdded' AND data->>'sessionUuid' = $1",
      [ids.erasedUuid],
    );
    expect(rows.map((r) => r.data)).toEqual([expect.objectContaining({ staffText: null })]);
    expect(rows[0].data).not.toHaveProperty('note');

    // Idempotent: a second run finds the steps finished and seals nothing.
    expect(await sealExistingPersonalData(t.runtime.db, processApplicantKeys())).toEqual({
      sealed: 0,
      finished: true,
    });
  });

  it('reads every text back as typed: the review history, the IDV histories, the privacy history, the watchlist history, and a rebuild', async () => {
    const { t, api, tok, ids, owner } = started();
    const get = async (url: string) => (await api.call('GET', url, { token: tok.admin })).body.data;
    const review = await get(`/api/applicants/${ids.uuid}/review-history`);
    expect(review.map((e: { note: string | null }) => e.note)).toEqual(
      expect.arrayContaining([OLD_TEXT.note, OLD_TEXT.escalation, OLD_TEXT.decision, OLD_TEXT.resubmission]),
    );
    const admissions = JSON.stringify(await get(`/api/idv/${ids.admissionsIdv}/history`));
    expect(admissions).toContain(OLD_TEXT.override);
    expect(admissions).toContain(OLD_TEXT.selfie);
    expect(JSON.stringify(await get(`/api/idv/${ids.finaidIdv}/history`))).toContain(OLD_TEXT.resubmission);
    const privacy = await get(`/api/applicants/${ids.uuid}/privacy`);
    expect(privacy.history.map((h: { reason: string }) => h.reason)).toEqual([
      OLD_TEXT.hold,
      OLD_TEXT.release,
    ]);
    const watchlist = await get(`/api/watchlist/${ids.listedUuid}/history`);
    expect(JSON.stringify(watchlist)).toContain(OLD_TEXT.match);
    // The privacy projection keeps the legal holds (with their reasons, opened from the events).
    const holds = async () => (await owner.query('SELECT * FROM legal_holds ORDER BY id')).rows;
    const live = await holds();
    expect(live.map((h) => [h.reason, h.release_reason])).toContainEqual([OLD_TEXT.hold, OLD_TEXT.release]);
    await rebuildReadModel(t.runtime.databaseUrl, findProjection('privacy')!);
    expect(await holds()).toEqual(live);
    await expectRebuildToMatchLive(t.runtime.databaseUrl, [
      ['review_items', 'id'],
      ['idv_records', 'id'],
      ['watchlist_screenings', 'session_uuid'],
    ]);
  });
});
