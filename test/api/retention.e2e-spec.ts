import { Client } from 'pg';
import { applyRetention, retentionDeps } from '../../services/src/privacy/retention.public';
import { ERASURE_PARTS, RETENTION_PARTS } from '../../services/src/bootstrap/erasure-purges';
import { startErasureWorld } from '../support/erasure-setup';
import { DEMO_COMPANY } from '../../services/src/bootstrap/seed';
import { demoCompanyId } from '../support/watchlist-sessions';
import { startedForFile } from '../support/started-for-file';

const DAY = 86_400_000;

/**
 * Issue 32, the retention job (docs/privacy.md, "Retention job"), run with a clock the test sets:
 * nothing goes before its time; images go imagesDays after the decision (the IDV says so), reports
 * reportsDays after they were made, applicants applicantRecordsDays after their last activity,
 * erased through the one erasure path; a held applicant keeps everything.
 */
describe('the retention schedule applied by the nightly job', () => {
  const world = startedForFile(startErasureWorld, 300_000);
  const run = async (daysFromNow: number) => {
    const { t } = world();
    const deps = retentionDeps(t.runtime, ERASURE_PARTS, RETENTION_PARTS);
    const steps: string[] = [];
    const summary = await applyRetention(
      deps,
      await demoCompanyId(t),
      new Date(Date.now() + daysFromNow * DAY),
      (p) => {
        steps.push(p.step);
      },
    );
    return { summary, steps };
  };
  const imageCount = async (idvId: string) => {
    const owner = new Client({ connectionString: world().t.runtime.databaseUrl });
    await owner.connect();
    try {
      return (await owner.query('SELECT count(*)::int AS n FROM idv_images WHERE idv_id = $1', [idvId]))
        .rows[0].n;
    } finally {
      await owner.end();
    }
  };

  it('deletes nothing before its time', async () => {
    const { idvId } = world();
    const { summary, steps } = await run(1);
    expect(summary).toMatchObject({ imagesDeleted: 0, reportsDeleted: 0, applicantsErased: 0 });
    expect(steps).toEqual(['images', 'reports', 'records', 'records']);
    expect(await imageCount(idvId)).toBeGreaterThan(0);
  });

  it('deletes reports after a week and images a month after the decision; the IDV says so', async () => {
    const { api, tokens, idvId } = world();
    const week = await run(8);
    expect(week.summary).toMatchObject({ reportsDeleted: 1, imagesDeleted: 0 });
    const month = await run(31);
    expect(month.summary.idvsWithImagesDeleted).toBe(1);
    expect(await imageCount(idvId)).toBe(0);
    const idv = (await api.call('GET', `/api/checkIDV/${idvId}`, { token: tokens.admin })).body.data;
    expect(idv.images_deleted_at).toEqual(expect.any(String));
    expect(idv.id_front).toBeNull();
    expect(idv.status).toBe('Completed');
  });

  it('erases applicants inactive for two years through the erasure path, never a held one', async () => {
    const { api, tokens, erasedUuid, keptUuid } = world();
    const hold = await api.call('POST', `/api/applicants/${keptUuid}/legal-hold`, {
      token: tokens.admin,
      body: { reason: 'Audit by the state' },
    });
    expect(hold.status).toBe(200);
    const { summary } = await run(731);
    expect(summary.applicantsErased).toBeGreaterThanOrEqual(1);
    expect(summary.heldSkipped).toBe(1);
    expect((await api.call('GET', `/api/getSessions/${erasedUuid}`, { token: tokens.admin })).status).toBe(
      410,
    );
    expect((await api.call('GET', `/api/getSessions/${keptUuid}`, { token: tokens.admin })).status).toBe(200);
    const privacy = await api.call('GET', `/api/applicants/${erasedUuid}/privacy`, { token: tokens.admin });
    expect(privacy.body.data.history.at(-1)).toMatchObject({
      type: 'ApplicantErased',
      by: 'system',
      reason: 'retention schedule',
    });
  });

  it('offboards the company only with its name typed and no hold open: every applicant erased, users disabled, one certificate', async () => {
    const { t, api, tokens, keptUuid } = world();
    const companyId = await demoCompanyId(t);
    const offboard = (confirm_name: string) =>
      api.call('POST', `/admin/companies/${companyId}/offboard`, {
        token: tokens.super,
        body: { confirm_name, reason: 'Contract ended 2026-06-30' },
      });
    expect(
      (await api.call('POST', `/admin/companies/${companyId}/offboard`, { token: tokens.admin, body: {} }))
        .status,
    ).toBe(403);
    expect((await offboard('Northfield')).status).toBe(422);
    const held = await offboard(DEMO_COMPANY);
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('PRIVACY.LEGAL_HOLD');
    await api.call('POST', `/api/applicants/${keptUuid}/legal-hold/release`, {
      token: tokens.admin,
      body: { reason: 'Audit closed' },
    });
    const done = await offboard(DEMO_COMPANY);
    expect(done.status).toBe(200);
    expect(done.body.data.applicants).toBeGreaterThanOrEqual(1);
    expect((await api.call('GET', '/api/getSessions', { token: tokens.admin })).status).toBe(401);
    const certificate = await api.call('GET', `/api/erasures/${done.body.data.erasure_id}/certificate`, {
      token: tokens.super,
    });
    expect(certificate.status).toBe(200);
    expect(certificate.body.certificate).toMatchObject({ scope: 'company', companyName: DEMO_COMPANY });
    expect(certificate.body.certificate.applicants.map((a: { uuid: string }) => a.uuid)).toContain(keptUuid);
  });
});
