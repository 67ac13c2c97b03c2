import { Queue, QueueEvents } from 'bullmq';
import { SYSTEM } from '../../services/src/shared/database/database';
import { bullConnection } from '../../services/src/shared/queue/bull-connection';
import { FINAID_REMINDERS_QUEUE } from '../../services/src/financial-aid/reminders/reminders.worker';
import { tenantKeysFrom } from '../../services/src/shared/crypto/tenant-keys';
import { standaloneOutbox } from '../../services/src/notifications/notifications.public';
import { sendScheduledReminders } from '../../services/src/financial-aid/reminders/send-scheduled-reminders';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { otherTenantAdminToken } from '../support/other-tenant';
import { demoCompanyId } from '../support/watchlist-sessions';
import { csvOf, importSelections, selectionCells } from '../support/finaid-selections';

// docs/financial-aid.md, "Reminders": the daily job, run with a clock the test sets (like the
// retention job's test), sends each due milestone's reminder once, in the student's language, through
// the outbox; a re-run and two runs at once send nothing more; "off" sends nothing; another tenant's
// cases are never read.

const DAY = 86_400_000;
/** "Today" for the job: far from the real date, so no deadline here depends on when the test runs. */
const TODAY = Date.parse('2031-03-10T09:00:00Z');
const day = (offset: number) => new Date(TODAY + offset * DAY).toISOString().slice(0, 10);
/** A selection with its deadline (the last cell of the file's row). */
const withDeadline = (i: number, deadline: string) => [...selectionCells(i).slice(0, -1), deadline];

// Selection i: language ['en', 'fr', 'de', 'nl'][i % 4], a phone when i % 3 === 0, always an e-mail.
const CASES = [
  { i: 0, deadline: day(7) }, // en, sms + e-mail: "7 days before" today
  { i: 1, deadline: day(1) }, // fr: "1 day before" today
  { i: 2, deadline: day(-1) }, // de: its first day overdue
  { i: 3, deadline: day(3) }, // nl, sms + e-mail: arrived late, the "7 days" reminder once
  { i: 4, deadline: day(20) }, // not yet
  { i: 5, deadline: day(1) }, // its contacts removed below: skipped and counted
  { i: 6, deadline: day(1) }, // verified below: no reminder
  { i: 7, deadline: day(-30) }, // overdue for a month: past the catch-up, no reminder
  { i: 8, deadline: '' }, // no deadline
  { i: 9, deadline: day(7) }, // at "7 days before", but the student is erased below
];

describe('financial-aid scheduled reminders: the daily job', () => {
  const started = startedForFile(async () => {
    const s = await startDemoApp(['finaid', 'admin', 'super']);
    const own = await importSelections(
      s.api,
      s.tok.finaid,
      csvOf(CASES.map((c) => withDeadline(c.i, c.deadline))),
    );
    const ids: string[] = own.body.data.results.map((r: { case_id: string }) => r.case_id);
    // Lakeside: a student at the 7-day milestone too, with the same student id as Northfield's.
    const lakeside = await otherTenantAdminToken(s.api);
    const theirs = await importSelections(s.api, lakeside, csvOf([withDeadline(0, day(7))]));
    if (own.body.data?.created !== CASES.length || theirs.body.data?.created !== 1)
      throw new Error(JSON.stringify([own.body, theirs.body]));
    const verified = await s.api.call('POST', `/api/financial-aid/cases/${ids[6]}/verify`, {
      token: s.tok.finaid,
      body: {
        method: 'in_person',
        document_type: 'passport',
        document_expiry: '2035-01-01',
        reviewer_name: 'Pat Reviewer',
        presented_on: '2025-09-15',
      },
    });
    if (verified.status !== 200) throw new Error(JSON.stringify(verified.body));
    // Erased (by her case id: she never was an applicant): her case is purged, the job never reads it.
    const erased = await s.api.call('POST', `/api/applicants/${ids[9]}/erase`, {
      token: s.tok.admin,
      body: { reason_code: 'applicant_request' },
    });
    if (erased.status !== 200) throw new Error(JSON.stringify(erased.body));
    // A selection needs a phone or an e-mail, so a case without either is made here: the job must
    // still skip one (data from before that rule) rather than write a message to nobody.
    await s.t.runtime.db.tx(SYSTEM, (tx) =>
      tx.query('UPDATE finaid_cases SET email = NULL, phone = NULL WHERE id = $1', [ids[5]]),
    );
    const outbox = standaloneOutbox(tenantKeysFrom(s.t.runtime.secrets), s.t.runtime.redisUrl);
    const companyId = await demoCompanyId(s.t);
    return {
      ...s,
      ids,
      lakeside,
      lakesideCase: theirs.body.data.results[0].case_id as string,
      companyId,
      outbox: outbox.outbox,
      stop: async () => {
        await outbox.close();
        await s.stop();
      },
    };
  }, 180_000);

  const run = (offsetDays: number) => {
    const { t, outbox, companyId } = started();
    const deps = { db: t.runtime.db, events: t.runtime.events, outbox };
    return sendScheduledReminders(deps, companyId, new Date(TODAY + offsetDays * DAY));
  };
  const messages = async (caseId: string) => {
    const { api, tok } = started();
    const r = await api.call('GET', `/api/outbox?reference=${caseId}&size=100`, { token: tok.super });
    return r.body.data as { channel: string; purpose: string; body: string }[];
  };
  const scheduledHistory = async (caseId: string, token = started().tok.finaid) => {
    const r = await started().api.call('GET', `/api/financial-aid/cases/${caseId}`, { token });
    return (r.body.data.history as { type: string; by: string; details: Record<string, unknown> }[]).filter(
      (h) => h.type === 'FinaidReminderSent',
    );
  };

  it("sends each due milestone's reminder once, in the student's language; skips a case without contacts and an erased student", async () => {
    const { ids } = started();
    const summary = await run(0);
    expect(summary).toMatchObject({
      day: day(0),
      casesDue: 5,
      sent: 4,
      alreadySent: 0,
      skippedNoContact: 1,
      byMilestone: { 'before-7': 2, 'before-1': 1, overdue: 1 },
    });
    const expected: [number, string[], string][] = [
      [0, ['email', 'sms'], `by ${day(7)}`],
      [1, ['email'], `avant le ${day(1)}`],
      [2, ['email'], 'dieses Datum ist verstrichen'],
      [3, ['email', 'sms'], `vóór ${day(3)}`],
    ];
    for (const [n, channels, text] of expected) {
      const sent = await messages(ids[n]);
      expect([n, sent.map((m) => m.channel).sort()]).toEqual([n, channels]);
      for (const m of sent) {
        expect(m.purpose).toBe('finaid_reminder');
        expect(m.body).toContain(text);
      }
    }
    for (const n of [4, 5, 6, 7, 8, 9]) expect([n, await messages(ids[n])]).toEqual([n, []]);
    // The case's history names the schedule and the milestone.
    expect(await scheduledHistory(ids[0])).toEqual([
      expect.objectContaining({
        by: 'reminder schedule',
        details: expect.objectContaining({
          trigger: 'scheduled',
          milestone: 'before-7',
          deadline: day(7),
          channels: ['sms', 'email'],
          language: 'en',
        }),
      }),
    ]);
  });

  it('sends nothing more when run again, and two runs at once send each new milestone once', async () => {
    const { ids } = started();
    const again = await run(0);
    expect(again).toMatchObject({ casesDue: 5, sent: 0, alreadySent: 4, skippedNoContact: 1 });
    expect((await messages(ids[0])).length).toBe(2);
    // Six days on: case 0 reaches "1 day before"; cases 1 and 3 are overdue (within the catch-up).
    const [a, b] = await Promise.all([run(6), run(6)]);
    expect(a.sent + b.sent).toBe(3);
    expect({ ...a.byMilestone, ...b.byMilestone }).toEqual({ 'before-1': 1, overdue: expect.any(Number) });
    expect((a.byMilestone.overdue ?? 0) + (b.byMilestone.overdue ?? 0)).toBe(2);
    expect((await messages(ids[0])).length).toBe(4);
    expect((await messages(ids[1])).length).toBe(2);
    expect((await messages(ids[3])).length).toBe(4);
    expect((await messages(ids[2])).length).toBe(1); // its overdue reminder went on day 0
    expect((await scheduledHistory(ids[0])).map((h) => h.details.milestone)).toEqual([
      'before-7',
      'before-1',
    ]);
  });

  it('keeps staff reminders working beside the schedule', async () => {
    const { api, tok, ids } = started();
    const sent = await api.call('POST', `/api/financial-aid/cases/${ids[4]}/remind`, { token: tok.finaid });
    expect(sent.status).toBe(200);
    expect((await scheduledHistory(ids[4]))[0].details.trigger).toBe('staff');
    expect((await run(0)).sent).toBe(0);
  });

  it('runs in the worker process as a daily job whose payload names only the company', async () => {
    const { t, api, tok, companyId } = started();
    // A student at today's (the real day's) 7-day milestone, for the job that reads the real clock.
    const today = new Date().toISOString().slice(0, 10);
    const inAWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * DAY).toISOString().slice(0, 10);
    const created = await importSelections(api, tok.finaid, csvOf([withDeadline(20, inAWeek)]));
    const caseId = created.body.data.results[0].case_id as string;
    const connection = bullConnection(t.runtime.redisUrl);
    const queue = new Queue(FINAID_REMINDERS_QUEUE, { connection });
    const events = new QueueEvents(FINAID_REMINDERS_QUEUE, {
      connection: bullConnection(t.runtime.redisUrl),
    });
    try {
      await events.waitUntilReady();
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => [s.key, s.pattern])).toContainEqual([
        'finaid-reminders-daily',
        '0 14 * * *',
      ]);
      const job = await queue.add('daily', { companyId });
      expect(job.data).toEqual({ companyId });
      expect(await job.waitUntilFinished(events, 60_000)).toMatchObject({ companies: 1, sent: 1 });
      expect((await messages(caseId)).map((m) => m.channel)).toEqual(['email']);
    } finally {
      await events.close();
      await queue.close();
    }
  });

  it('lets only the company admin change the schedule; "off" sends nothing', async () => {
    const { api, tok, ids } = started();
    const path = '/api/financial-aid/reminder-schedule';
    const shown = await api.call('GET', path, { token: tok.finaid });
    expect(shown.body.data).toMatchObject({
      schedule: { enabled: true, days_before: [7, 1], when_overdue: true },
      is_default: true,
    });
    const off = { enabled: false, days_before: [7, 1], when_overdue: true };
    expect((await api.call('PUT', path, { token: tok.finaid, body: off })).status).toBe(403);
    const bad = await api.call('PUT', path, {
      token: tok.admin,
      body: { ...off, days_before: [0, 7, 1, 2] },
    });
    expect(bad.status).toBe(422);
    const saved = await api.call('PUT', path, { token: tok.admin, body: off });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ schedule: { enabled: false }, is_default: false });
    expect(saved.body.data.changes[0]).toMatchObject({
      previous: { enabled: true },
      schedule: { enabled: false },
    });
    // Day 8: case 0's first overdue day, case 4 at "14 days"… none of it goes out.
    const before = (await messages(ids[0])).length;
    expect(await run(8)).toMatchObject({ casesDue: 0, sent: 0 });
    expect((await messages(ids[0])).length).toBe(before);
  });

  it("never touches another tenant's cases", async () => {
    const { api, lakeside, lakesideCase } = started();
    expect(await messages(lakesideCase)).toEqual([]);
    const theirs = await api.call('GET', `/api/financial-aid/cases/${lakesideCase}`, { token: lakeside });
    expect(theirs.body.data.reminders_sent).toBe(0);
    expect(await scheduledHistory(lakesideCase, lakeside)).toEqual([]);
  });
});
