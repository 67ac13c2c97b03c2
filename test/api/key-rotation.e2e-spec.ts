import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Redis from 'ioredis';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../services/src/bootstrap/create-app';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { DEMO_PASSWORD, ensureSuperAdmin, seedDemo } from '../../services/src/bootstrap/seed';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { Database, SYSTEM } from '../../services/src/shared/database/database';
import { KEY_FILE_NAME, readKeyFile } from '../../services/src/shared/crypto/key-file';
import { TenantKeys } from '../../services/src/shared/crypto/tenant-keys';
import { Runtime } from '../../services/src/shared/runtime';
import { DataKeys } from '../../services/src/shared/crypto/data-keys';
import { decryptingStream, encryptingStream } from '../../services/src/shared/crypto/file-cipher';
import { revealSsn } from '../../services/src/shared/crypto/ssn-protector';
import { openedApplicantRows } from '../../services/src/applicant-import/sealed-applicant-rows.public';
import type { ApplicantsImported } from '../../services/src/applicant-import/import.events';
import { addDataKey, dropOldDataKeys } from '../../services/src/key-rotation/key-file-commands';
import { KeyRotation } from '../../services/src/key-rotation/key-rotation';
import { keyRotationFromRuntime } from '../../services/src/key-rotation/key-rotation.processor';
import { startWorker } from '../../services/src/worker/worker';
import { listenOnLoopback, SUPERADMIN, workerRedisUrl } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { upload, waitForImport } from '../support/import-helpers';
import { createTestDatabase } from '../support/test-database';
import { until } from '../support/until';
import { APPLICANT, CSV, SSNS, sealUnderTenantKey } from '../support/key-rotation-fixtures';

interface Booted {
  runtime: Runtime;
  app: NestFastifyApplication;
  worker: ReturnType<typeof startWorker>;
  api: ReturnType<typeof apiClient>;
}

/** Data-key rotation: everything sealed under the old key is re-encrypted, resumably, and the old key can go. */
describe('data key rotation', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let redisUrl: string;
  let booted: Booted | undefined;

  async function boot(withWorker = true): Promise<Booted> {
    const config = {
      ...loadConfig({ ...process.env, DATABASE_URL: database.url, REDIS_URL: redisUrl, DATA_DIR: dataDir }),
      port: 0,
      demo: true,
    };
    const runtime = await createRuntime(config);
    const app = await createApp(runtime, ['error']);
    await ensureSuperAdmin(app, SUPERADMIN.email, SUPERADMIN.password);
    await seedDemo(app);
    const worker = withWorker
      ? startWorker(runtime)
      : ({ stop: async () => undefined } as ReturnType<typeof startWorker>);
    return { runtime, app, worker, api: apiClient(await listenOnLoopback(app)) };
  }
  async function halt(): Promise<void> {
    if (!booted) return;
    await booted.worker.stop();
    await booted.app.close();
    await booted.runtime.shutdown();
    booted = undefined;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-rotation-'));
    redisUrl = workerRedisUrl();
    const flush = new Redis(redisUrl);
    await flush.flushdb();
    flush.disconnect();
  });
  afterAll(async () => {
    await halt();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-encrypts SSNs, import events, outbox, images, reports and waiting uploads under the new key; the old key can then be dropped', async () => {
    // 1. Data under the first key: an import, a texted IDV link, an ID image, a report and an upload still waiting.
    booted = await boot();
    const { api } = booted;
    const staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const started = await upload(api, staff, CSV);
    expect(await waitForImport(api, staff, started.body.data.import_id)).toMatchObject({
      status: 'completed',
      imported: 3,
    });
    expect(
      (
        await api.call('POST', '/api', {
          token: staff,
          body: { form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: APPLICANT },
        })
      ).status,
    ).toBe(200);
    // A webhook endpoint: its signing secret is sealed with the tenant key too (an address outside, no delivery).
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const hook = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: 'https://8.8.8.8/verifydesk', events: ['watchlist.match_reviewed'] },
    });
    expect(hook.status).toBe(201);
    // An authenticator app being set up: its TOTP secret is sealed with the tenant key as well.
    const totp = await api.call('POST', '/api/users/me/mfa/totp', { token: admin });
    expect(totp.status).toBe(200);
    const companyId = Number(
      (await booted.runtime.db.one<{ id: string }>(SYSTEM, 'SELECT id FROM companies LIMIT 1'))!.id,
    );
    const idvId = (await booted.runtime.db.one<{ id: string }>(SYSTEM, 'SELECT id FROM idv_records LIMIT 1'))!
      .id;
    const reportId = randomUUID();
    const oldTenantKeys = booted.app.get(TenantKeys);
    await sealUnderTenantKey(booted.runtime.db, oldTenantKeys, { companyId, idvId, reportId });
    const waiting = path.join(dataDir, 'imports', String(companyId), `${randomUUID()}.csv.enc`);
    fs.mkdirSync(path.dirname(waiting), { recursive: true });
    const oldMaster = booted.runtime.secrets.dataKeys[0];
    const index = booted.runtime.secrets.indexKey;
    await pipeline(
      Readable.from([Buffer.from(CSV)]),
      encryptingStream(new DataKeys({ data: [oldMaster], index }).key(companyId, 'import-file')),
      fs.createWriteStream(waiting),
    );
    const indexesBefore = await booted.runtime.db.rows<{ ssn_index: string }>(
      SYSTEM,
      'SELECT ssn_index FROM verification_sessions ORDER BY id',
    );
    await until(
      'the outbox delivered',
      async () =>
        (await booted!.runtime.db.rows(SYSTEM, "SELECT 1 FROM outbox_messages WHERE status = 'delivered'"))
          .length === 2,
    );
    await halt();

    // 2. A new current key; the old one stays, read-only.
    const keyFile = path.join(dataDir, KEY_FILE_NAME);
    addDataKey(keyFile);
    expect(readKeyFile(keyFile)!.dataKeys).toHaveLength(2);

    // 3. A run that stops half-way (one row a batch; the connection fails after the three sessions) resumes where it was.
    booted = await boot(false); // no worker: it would run the queued rotation itself; here it is run by hand first
    const failing = Object.create(booted.runtime.db) as Database;
    let calls = 0;
    failing.tx = ((scope, work) =>
      ++calls === 6
        ? Promise.reject(new Error('connection lost'))
        : booted!.runtime.db.tx(scope, work)) as Database['tx'];
    const base = keyRotationFromRuntime(booted.runtime);
    const interrupted = new KeyRotation({ ...(base as any).deps, db: failing }, 1);
    await expect(interrupted.run()).rejects.toThrow('connection lost');
    const halfway = (await booted.runtime.db.one<{
      step: string;
      rewritten: string;
      finished_at: Date | null;
    }>(SYSTEM, 'SELECT step, rewritten, finished_at FROM key_rotations'))!;
    expect(Number(halfway.rewritten)).toBe(3);
    expect(halfway.finished_at).toBeNull();
    await expect(dropOldDataKeys(keyFile, booted.runtime.db)).rejects.toThrow('has not finished');
    await halt();

    // 4. The worker queues and finishes the rotation (BullMQ job rotate-<key id>).
    booted = await boot();
    const done = await until('the rotation to finish', async () =>
      booted!.runtime.db.one<{ rewritten: string }>(
        SYSTEM,
        'SELECT rewritten FROM key_rotations WHERE finished_at IS NOT NULL',
      ),
    );
    // 3 session SSNs + 3 in the import event (inside each applicant's seal) + 2 × 2 parts of the older
    // outbox messages + image + report (the older ones, under the tenant key) + webhook secret + SSO
    // client secret + TOTP secret + the 4 applicants' wrapped keys (3 imported, 1 remote IDV); the
    // messages, images and reports under an applicant's key need nothing; the resumed run did not redo
    // the first 3.
    expect(Number(done.rewritten)).toBe(3 + 3 + 4 + 1 + 1 + 1 + 1 + 1 + 4);
    const [newMaster, oldAgain] = booted.runtime.secrets.dataKeys;
    expect(oldAgain.equals(oldMaster)).toBe(true);
    const onlyNew = new DataKeys({ data: [newMaster], index });
    const onlyOld = new DataKeys({ data: [oldMaster], index });
    const sessions = await booted.runtime.db.rows<{ ssn_cipher: string; ssn_index: string }>(
      SYSTEM,
      'SELECT ssn_cipher, ssn_index FROM verification_sessions ORDER BY id',
    );
    expect(sessions.map((s) => revealSsn(onlyNew, companyId, s.ssn_cipher)).sort()).toEqual(
      SSNS.map((s) => s.replace(/-/g, '')).sort(),
    );
    for (const s of sessions) expect(() => revealSsn(onlyOld, companyId, s.ssn_cipher)).toThrow();
    expect(sessions.map((s) => s.ssn_index)).toEqual(indexesBefore.map((s) => s.ssn_index)); // blind indexes unchanged
    const [event] = await booted.runtime.db.rows<{ data: ApplicantsImported['data'] }>(
      SYSTEM,
      "SELECT data FROM events WHERE type = 'ApplicantsImported'",
    );
    // The rows are sealed with each applicant's key; the SSN cipher inside was re-encrypted.
    const opened = (await booted.runtime.db.tx(SYSTEM, (tx) =>
      openedApplicantRows(tx, companyId, event.data),
    ))!;
    expect(opened.rows).toHaveLength(3);
    for (const row of opened.rows) {
      const cipher = row[opened.columns.indexOf('ssn_cipher')] as string;
      expect(SSNS.map((s) => s.replace(/-/g, ''))).toContain(revealSsn(onlyNew, companyId, cipher));
      expect(() => revealSsn(onlyOld, companyId, cipher)).toThrow();
    }
    const newTenant = new TenantKeys([newMaster]);
    const oldTenant = new TenantKeys([oldMaster]);
    for (const m of await booted.runtime.db.rows<{ id: string; recipient_sealed: Buffer }>(
      SYSTEM,
      'SELECT id, recipient_sealed FROM outbox_messages WHERE subject_uuid IS NULL',
    )) {
      expect(newTenant.open(companyId, 'outbox', m.recipient_sealed, `${m.id}:recipient`).toString()).toMatch(
        /^\+18045550143$|^michael/,
      );
      expect(() => oldTenant.open(companyId, 'outbox', m.recipient_sealed, `${m.id}:recipient`)).toThrow();
    }
    const image = (await booted.runtime.db.one<{ sealed: Buffer }>(SYSTEM, 'SELECT sealed FROM idv_images'))!
      .sealed;
    expect(newTenant.open(companyId, 'idv-media', image, `${idvId}:id_front:full`).toString()).toBe('image');
    expect(() => oldTenant.open(companyId, 'idv-media', image, `${idvId}:id_front:full`)).toThrow();
    const report = (await booted.runtime.db.one<{ sealed: Buffer }>(
      SYSTEM,
      'SELECT sealed FROM reports WHERE id = $1',
      [reportId],
    ))!.sealed;
    expect(newTenant.open(companyId, 'idv-report', report, reportId).toString()).toBe('pdf');
    const sso = (await booted.runtime.db.one<{ sealed: Buffer }>(
      SYSTEM,
      'SELECT client_secret_sealed AS sealed FROM sso_settings',
    ))!.sealed;
    const ssoContext = `sso-client-secret:${companyId}`;
    expect(newTenant.open(companyId, 'sso-client-secret', sso, ssoContext).toString()).toBe('sso');
    expect(() => oldTenant.open(companyId, 'sso-client-secret', sso, ssoContext)).toThrow();
    const endpoint = (await booted.runtime.db.one<{ id: string; secret_sealed: Buffer }>(
      SYSTEM,
      'SELECT endpoint_id AS id, secret_sealed FROM webhook_endpoint_state',
    ))!;
    expect(newTenant.open(companyId, 'webhook-secret', endpoint.secret_sealed, endpoint.id).toString()).toBe(
      hook.body.data.secret,
    );
    expect(() => oldTenant.open(companyId, 'webhook-secret', endpoint.secret_sealed, endpoint.id)).toThrow();
    const factor = (await booted.runtime.db.one<{ id: string; totp_secret_sealed: Buffer }>(
      SYSTEM,
      'SELECT id, totp_secret_sealed FROM mfa_factors',
    ))!;
    expect(newTenant.open(companyId, 'mfa-totp', factor.totp_secret_sealed, factor.id).toString()).toBe(
      totp.body.data.secret,
    );
    expect(() => oldTenant.open(companyId, 'mfa-totp', factor.totp_secret_sealed, factor.id)).toThrow();
    const read = async (key: Buffer) =>
      Buffer.concat(await (await decryptingStream(waiting, key)).toArray()).toString();
    expect(await read(onlyNew.key(companyId, 'import-file'))).toBe(CSV);
    await expect(read(onlyOld.key(companyId, 'import-file'))).rejects.toThrow();

    // Lookups by blind index still work: the same file again updates the three sessions.
    const staffAgain = await booted.api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const again = await upload(booted.api, staffAgain, CSV);
    expect(await waitForImport(booted.api, staffAgain, again.body.data.import_id)).toMatchObject({
      status: 'completed',
      imported: 0,
      updated: 3,
    });

    // 5. The old key is dropped; the product runs on the new key alone, and a second run has nothing to do.
    expect(await dropOldDataKeys(keyFile, booted.runtime.db)).toHaveLength(1);
    await halt();
    expect(readKeyFile(keyFile)!.dataKeys).toHaveLength(1);
    booted = await boot();
    expect(booted.runtime.secrets.dataKeys).toHaveLength(1);
    const superToken = await booted.api.login(SUPERADMIN.email, SUPERADMIN.password);
    // Both the older message (tenant key, re-sealed) and the link's (the applicant's re-wrapped key) open.
    const outbox = await booted.api.call('GET', '/api/outbox?channel=sms', { token: superToken });
    expect(outbox.body.data).toHaveLength(2);
    for (const message of outbox.body.data)
      expect(message).toMatchObject({ readable: true, recipient: '+18045550143' });
    expect((await keyRotationFromRuntime(booted.runtime).run()).rewritten).toBe(0);
  });
});
