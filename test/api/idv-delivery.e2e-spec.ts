import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { bullConnection } from '../../services/src/shared/queue/bull-connection';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import {
  LocalSmtpServer,
  startLocalSmtpServer,
} from '../../services/src/notifications/local-smtp-server.test';
import { OUTBOX_QUEUE } from '../../services/src/notifications/outbox.queue';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { until } from '../support/until';

const PHONE = '+18045550143';
const EMAIL = 'michael.sample@example.edu';
const APPLICANT = { name: 'Michael Sample', phoneNumber: '(804) 555-0143', email: EMAIL, zip: '20' };
const SID = 'AC00000000000000000000000000000001';
const LINK = /\/capture\/([A-Za-z0-9_-]{43})/;
const RETRY_DELAY_MS = 200;

/** Twilio's Messages endpoint on 127.0.0.1: records each form, answers 201 or whatever the test sets. */
async function fakeTwilio() {
  const forms: URLSearchParams[] = [];
  let answer = { status: 201, body: {} as object };
  let count = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      forms.push(new URLSearchParams(raw));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          answer.status === 201 ? { sid: `SM${String(++count).padStart(32, '0')}` } : answer.body,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forms,
    answer: (status: number, body: object) => {
      answer = { status, body };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('IDV link delivery through Twilio and SMTP, recorded in the IDV history', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let smtp: LocalSmtpServer;
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  const env = { ...process.env };
  const logged: string[] = [];
  const tok: Record<string, string> = {};
  let idvId: string;

  const history = async () =>
    (await api.call('GET', `/api/idv/${idvId}/history`, { token: tok.admissions })).body.data as any[];
  const outbox = async () =>
    (await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super })).body.data as any[];

  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    twilio = await fakeTwilio();
    Object.assign(process.env, {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+18045550100',
      TWILIO_API_BASE: twilio.base,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Northfield University <no-reply@northfield.edu>',
      OUTBOX_ATTEMPTS: '3',
      OUTBOX_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
    });
    for (const level of ['log', 'warn', 'error'] as const) {
      const original = Logger.prototype[level];
      jest.spyOn(Logger.prototype, level).mockImplementation(function (
        this: Logger,
        message: any,
        ...rest: any[]
      ) {
        logged.push(String(message));
        return original.call(this, message, ...rest);
      });
    }
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    tok.super = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    tok.admissions = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
    await twilio?.close();
    jest.restoreAllMocks();
    process.env = env;
  });

  it('texts through Twilio and emails over SMTP, and records both deliveries on the IDV stream', async () => {
    const sent = await api.call('POST', '/api', {
      token: tok.admissions,
      body: { form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: APPLICANT },
    });
    expect(sent.status).toBe(200);
    idvId = sent.body.data.id;

    const events = await until('both deliveries in the history', async () => {
      const h = await history();
      return h.filter((e) => e.type === 'IdvLinkDelivered').length === 2 ? h : null;
    });
    expect(twilio.forms).toHaveLength(1);
    expect(twilio.forms[0].get('To')).toBe(PHONE);
    const token = LINK.exec(twilio.forms[0].get('Body')!)![1];
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([EMAIL]);
    expect(mail.data).toMatch(/^Subject: Northfield University: verify your identity$/m);
    expect(mail.data.replace(/=\r\n/g, '')).toContain(`/capture/${token}`);
    expect(mail.data).not.toContain('Michael'); // the text carries no name, so the email does not either

    const delivered = events.filter((e) => e.type === 'IdvLinkDelivered');
    expect(delivered.map((e) => e.details.channel).sort()).toEqual(['email', 'sms']);
    const sms = delivered.find((e) => e.details.channel === 'sms');
    expect(sms).toMatchObject({
      actor: 'message delivery',
      summary: 'Text with the link delivered (twilio, attempt 1)',
      details: { attempt: 1, provider: 'twilio', providerMessageId: expect.stringMatching(/^SM/) },
    });
    expect(delivered.find((e) => e.details.channel === 'email').details).toMatchObject({
      attempt: 1,
      provider: 'smtp',
    });
    const rows = await outbox();
    expect(rows.map((r) => [r.channel, r.status, r.provider, r.attempts]).sort()).toEqual([
      ['email', 'delivered', 'smtp', 1],
      ['sms', 'delivered', 'twilio', 1],
    ]);
    // The request carries the subject's contact details by design; the delivery events carry none.
    expect(JSON.stringify(delivered)).not.toMatch(new RegExp(`${PHONE.slice(1)}|${EMAIL}|${token}`));

    // The record follows every event of the stream (its version is the stream's).
    const record = await api.call('GET', `/api/checkIDV/${idvId}`, { token: tok.admissions });
    expect(record.body.data.version).toBe(events.length);
  });

  it('records a refused text at once and an unreachable mail server after retries with backoff, on the outbox row and in the history', async () => {
    await smtp.close(); // nothing listens on the SMTP port any more: connection refused
    twilio.answer(400, {
      code: 21610,
      message: `Attempt to send to unsubscribed recipient ${PHONE}`,
      status: 400,
    });
    expect((await api.call('POST', `/api/idv/${idvId}/resend-link`, { token: tok.admissions })).status).toBe(
      200,
    );
    const linkSent = (await history()).filter((e) => e.type === 'IdvLinkSent').pop();
    const [smsId, emailId] = linkSent.details.messageIds as string[];

    const failures = await until('both failures in the history', async () => {
      const f = (await history()).filter((e) => e.type === 'IdvLinkDeliveryFailed');
      return f.length === 2 ? f : null;
    });
    const sms = failures.find((e) => e.details.channel === 'sms');
    const email = failures.find((e) => e.details.channel === 'email');
    expect(sms.details).toEqual({
      linkId: linkSent.details.linkId,
      messageId: smsId,
      channel: 'sms',
      attempt: 1,
      provider: 'twilio',
      permanent: true,
      error: 'Twilio answered 400 (error 21610)',
      failedAt: expect.any(String),
    });
    expect(sms.summary).toBe(
      'Text with the link not delivered after 1 attempt (refused, not retried): Twilio answered 400 (error 21610)',
    );
    expect(email.details).toMatchObject({
      messageId: emailId,
      channel: 'email',
      attempt: 3,
      provider: 'smtp',
      permanent: false,
      error: expect.stringMatching(/^SMTP connection failed \(.*ECONNREFUSED.*\)$/),
    });

    const rows = await outbox();
    expect(rows.find((r) => r.id === smsId)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Twilio answered 400 (error 21610)',
      delivered_at: null,
    });
    expect(rows.find((r) => r.id === emailId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: email.details.error,
      delivered_at: null,
    });

    // BullMQ ran the email three times, waiting 200 ms then 400 ms (exponential backoff); the text once.
    const queue = new Queue(OUTBOX_QUEUE, { connection: bullConnection(t.runtime.redisUrl) });
    try {
      const job = (await queue.getJob(emailId))!;
      expect(job.attemptsMade).toBe(3);
      expect(job.finishedOn! - job.timestamp).toBeGreaterThanOrEqual(RETRY_DELAY_MS * 3);
      expect((await queue.getJob(smsId))!.attemptsMade).toBe(1);
    } finally {
      await queue.close();
    }

    // Neither the logs nor the delivery events hold the number, the address or the link.
    const token = LINK.exec(twilio.forms[twilio.forms.length - 1].get('Body')!)![1];
    expect(logged.filter((l) => l.includes(emailId))).toHaveLength(3);
    for (const line of logged) expect(line).not.toMatch(new RegExp(`${PHONE.slice(1)}|${EMAIL}|${token}`));
    const stored = await t.runtime.db.rows<{ type: string; data: unknown }>(
      'system',
      `SELECT type, data FROM events WHERE type IN ('IdvLinkDelivered', 'IdvLinkDeliveryFailed')`,
    );
    expect(stored).toHaveLength(4);
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(`${PHONE.slice(1)}|${EMAIL}|${token}`));
  });

  it('keeps the applicant page working while deliveries are recorded, and rebuilds the read models to the live tables', async () => {
    const token = LINK.exec(twilio.forms[twilio.forms.length - 1].get('Body')!)![1];
    expect((await api.call('GET', `/api/capture/${token}`)).status).toBe(200);
    await t.worker.projections.drain();
    await expectRebuildToMatchLive(t.runtime.databaseUrl, [
      ['idv_records', 'id'],
      ['idv_capture_links', 'token_hash'],
      ['dashboard_daily_stats', 'company_id, day'],
    ]);
  });
});
