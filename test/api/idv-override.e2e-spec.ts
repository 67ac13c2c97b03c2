import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { checkedCardIdv } from '../support/remote-idv';

/**
 * Staff override a checked IDV's result: who may, with what reason and which version read (also
 * when many save at once), and the history that keeps the record as it stood before.
 */
describe('ID verification: override, its history and concurrent edits', () => {
  const ctx = startedForFile(async () => {
    const app = await startDemoApp(['super', 'admin', 'admissions', 'finaid', 'viewer']);
    // Checked and FAILED (the example card is expired), every delivery recorded: the version staff read.
    const idv = await checkedCardIdv(app.api, { staff: app.tok.admissions, super: app.tok.super });
    return { ...app, idvId: idv.id, versionBeforeOverride: idv.version };
  });

  it('lets only a user with permission 4 override, with a reason and the version read', async () => {
    const { t, api, tok, idvId, versionBeforeOverride } = ctx();
    const put = (who: string, body: object) =>
      api.call('PUT', `/api/updateIDV/${idvId}`, { token: tok[who], body });
    expect((await put('viewer', { overall_validation: 'PASSED', reason: 'ok' })).status).toBe(403);
    expect((await put('finaid', { overall_validation: 'PASSED', reason: 'ok' })).status).toBe(403);
    const blank = await put('admissions', { overall_validation: 'PASSED', reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ field: 'reason', message: 'Reason is required' }]);
    const long = await put('admissions', { overall_validation: 'PASSED', reason: 'x'.repeat(2001) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: 'reason', message: 'Must be at most 2000 characters' }]);
    expect(
      (
        await put('admissions', {
          overall_validation: 'PASSED',
          reason: 'x',
          expected_version: versionBeforeOverride - 1,
        })
      ).status,
    ).toBe(409);

    const done = await put('admissions', {
      overall_validation: 'PASSED',
      reason: 'Licence renewed; renewal receipt seen at the desk',
      expected_version: versionBeforeOverride,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      overall_validation: 'PASSED',
      edit_user: 'Avery Quinn',
      reason: 'Licence renewed; renewal receipt seen at the desk',
    });
    expect(done.body.data.edited_on).toEqual(expect.any(String));
    // Without a version the edit applies on top of the current one (appended against the version read, never lost) …
    const unversioned = await api.call('PUT', `/api/updateIDV/${idvId}`, {
      token: tok.admin,
      body: { overall_validation: 'FAILED', reason: 'no' },
    });
    expect(unversioned.status).toBe(200);
    // … but an editor who read an older version (If-Match: checkIDV's ETag) is refused.
    const ifMatch = await fetch(`${t.baseUrl}/api/updateIDV/${idvId}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tok.admin}`,
        'content-type': 'application/json',
        'if-match': `"${versionBeforeOverride}"`,
      },
      body: JSON.stringify({ overall_validation: 'PASSED', reason: 'again' }),
    });
    expect(ifMatch.status).toBe(409);
    const back = await put('admissions', {
      overall_validation: 'PASSED',
      reason: 'Licence renewed; renewal receipt seen at the desk',
    });
    expect(back.status).toBe(200);
  });

  it('shows the whole history, and the record as it stood before the override', async () => {
    const { api, tok, idvId, versionBeforeOverride } = ctx();
    const history = await api.call('GET', `/api/idv/${idvId}/history`, { token: tok.viewer });
    const types = history.body.data.map((e: any) => e.type);
    // The outbox worker records each message's outcome on the stream when it has one, in between.
    const deliveries = history.body.data.filter((e: any) => e.type === 'IdvLinkDelivered');
    expect(deliveries.map((e: any) => e.details.channel).sort()).toEqual(['email', 'sms']);
    expect(deliveries[0]).toMatchObject({
      actor: 'message delivery',
      details: { provider: 'local-outbox', attempt: 1 },
    });
    expect(types.filter((x: string) => x !== 'IdvLinkDelivered').slice(0, 3)).toEqual([
      'IdvRequested',
      'IdvLinkSent',
      'IdvLinkOpened',
    ]);
    expect(types.filter((x: string) => x === 'IdvImageUploaded')).toHaveLength(3);
    expect(types).toEqual(
      expect.arrayContaining(['IdvConsentAccepted', 'IdvSubmitted', 'IdvChecksRecorded', 'IdvCompleted']),
    );
    expect(types.filter((x: string) => x === 'IdvResultOverridden')).toHaveLength(3);
    expect(JSON.stringify(history.body.data)).not.toContain('tokenHash');
    const override = history.body.data.find((e: any) => e.type === 'IdvResultOverridden');
    expect(override).toMatchObject({
      actor: 'Avery Quinn',
      details: { previous: 'FAILED', overallValidation: 'PASSED' },
    });

    const before = await api.call('GET', `/api/idv/${idvId}/as-of?at=${versionBeforeOverride}`, {
      token: tok.viewer,
    });
    expect(before.body.data).toMatchObject({
      overall_validation: 'FAILED',
      edit_user: null,
      as_of: { version: versionBeforeOverride },
    });
    const byTime = await api.call('GET', `/api/idv/${idvId}/as-of?at=${encodeURIComponent(override.at)}`, {
      token: tok.viewer,
    });
    expect(byTime.body.data.overall_validation).toBe('PASSED');
    expect(
      (await api.call('GET', `/api/idv/${idvId}/as-of?at=2000-01-01T00:00:00Z`, { token: tok.viewer }))
        .status,
    ).toBe(404);
  });

  it('lets exactly one of many simultaneous overrides of one version win; every other one gets IDV.VERSION_CONFLICT', async () => {
    const { api, tok, idvId } = ctx();
    const read = await api.call('GET', `/api/checkIDV/${idvId}`, { token: tok.admissions });
    const version = read.body.data.version;
    const reason = 'Licence renewed; renewal receipt seen at the desk';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.call('PUT', `/api/updateIDV/${idvId}`, {
          token: i % 2 ? tok.admin : tok.admissions,
          body: { overall_validation: 'PASSED', reason, expected_version: version },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'IDV.VERSION_CONFLICT')).toBe(
      true,
    );
    // Without a version each applies on top of the one it read: still never a 500, and the losers say so.
    const unversioned = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.call('PUT', `/api/updateIDV/${idvId}`, {
          token: tok.admissions,
          body: { overall_validation: 'PASSED', reason },
        }),
      ),
    );
    expect(unversioned.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(unversioned.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(
      unversioned.filter((a) => a.status !== 200).map(() => 'IDV.VERSION_CONFLICT'),
    );
    const after = await api.call('GET', `/api/checkIDV/${idvId}`, { token: tok.admissions });
    expect(after.body.data.version).toBe(version + 1 + unversioned.filter((a) => a.status === 200).length);
  });
});
