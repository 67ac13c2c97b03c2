import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../services/src/bootstrap/create-app';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { DEMO_PASSWORD, ensureSuperAdmin, seedDemo } from '../../services/src/bootstrap/seed';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { SYSTEM } from '../../services/src/shared/database/database';
import { KEY_FILE_NAME } from '../../services/src/shared/crypto/key-file';
import { DataKeys } from '../../services/src/shared/crypto/data-keys';
import { TenantKeys } from '../../services/src/shared/crypto/tenant-keys';
import { revealSsn } from '../../services/src/shared/crypto/ssn-protector';
import { openFromStore } from '../../services/src/shared/event-store/event-codec';
import { toRecordedEvent } from '../../services/src/shared/event-store/recorded-event.mapper';
import { scanContext } from '../../services/src/financial-aid/scans/scan-sealing';
import { Runtime } from '../../services/src/shared/runtime';
import { addDataKey, dropOldDataKeys } from '../../services/src/key-rotation/key-file-commands';
import { keyRotationFromRuntime } from '../../services/src/key-rotation/key-rotation.processor';
import { listenOnLoopback, SUPERADMIN, workerRedisUrl } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { ID_BACK, imageForm } from '../support/remote-idv';
import { createTestDatabase } from '../support/test-database';

interface Booted {
  runtime: Runtime;
  app: NestFastifyApplication;
  api: ReturnType<typeof apiClient>;
  baseUrl: string;
}

const SSNS = ['219099999', '078051120'];

/**
 * Data-key rotation of the financial-aid cases (issue 35): the cases' SSNs, the same SSNs in their
 * selection events, and the scanned IDs are re-encrypted under the new key; once the old key is
 * dropped, the Partner Portal export still has the SSNs and the scans still open. Since issue 32 a
 * selection event keeps the SSN inside the student's sealed cell (opened, re-encrypted, sealed again)
 * and a scan is under the student's own key (nothing to do: that key is re-wrapped); what an older
 * version wrote (an event in the clear, a scan under the tenant key) is rotated as before.
 */
describe('data key rotation: financial-aid cases and scans', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let redisUrl: string;
  let booted: Booted | undefined;

  // No worker: the rotation is run here, as the queued job runs it (key-rotation.e2e-spec covers the job).
  async function boot(): Promise<Booted> {
    const config = {
      ...loadConfig({ ...process.env, DATABASE_URL: database.url, REDIS_URL: redisUrl, DATA_DIR: dataDir }),
      port: 0,
      demo: true,
    };
    const runtime = await createRuntime(config);
    const app = await createApp(runtime, ['error']);
    await ensureSuperAdmin(app, SUPERADMIN.email, SUPERADMIN.password);
    await seedDemo(app);
    const baseUrl = await listenOnLoopback(app);
    return { runtime, app, api: apiClient(baseUrl), baseUrl };
  }
  async function halt(): Promise<void> {
    await booted?.app.close();
    await booted?.runtime.shutdown();
    booted = undefined;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-finaid-rotation-'));
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

  it('re-encrypts the cases’ SSNs (rows and selection events) and the scans; the old key can then go', async () => {
    booted = await boot();
    const finaid = await booted.api.login('finaid@northfield.edu', DEMO_PASSWORD);
    const pushed = await booted.api.call('POST', '/api/financial-aid/selections', {
      token: finaid,
      body: {
        selections: SSNS.map((ssn, i) => ({
          student_id: `KR-${i}`,
          first_name: ['Michael', 'Ada'][i],
          last_name: ['Sample', 'Rotate'][i],
          date_of_birth: '1986-06-06',
          email: `kr${i}@example.edu`,
          award_year: '2025-26',
          tracking_group: 'V4',
          ssn,
        })),
      },
    });
    expect(pushed.body.data.created).toBe(2);
    const caseId: string = pushed.body.data.results[0].case_id;
    const olderCaseId: string = pushed.body.data.results[1].case_id;
    const form = imageForm(fs.readFileSync(ID_BACK), 'scan.png', 'image/png');
    const scan = await booted.api.call('POST', `/api/financial-aid/cases/${caseId}/scans`, {
      token: finaid,
      form,
    });
    expect(scan.status).toBe(201);
    const scanId: string = scan.body.data.scan_id;
    const companyId = Number(
      (await booted.runtime.db.one<{ id: string }>(
        SYSTEM,
        'SELECT company_id AS id FROM finaid_cases LIMIT 1',
      ))!.id,
    );
    const oldMaster = booted.runtime.secrets.dataKeys[0];
    const index = booted.runtime.secrets.indexKey;
    const olderScanId = await writeAsAnOlderVersion(booted, companyId, olderCaseId, oldMaster);
    await halt();

    // A new current key; the rotation re-wraps the 2 students' keys, re-encrypts 2 case SSNs, the SSN
    // in the sealed selection event and in the older plain one, and the scan under the tenant key (the
    // one under the student's key is left).
    const keyFile = path.join(dataDir, KEY_FILE_NAME);
    addDataKey(keyFile);
    booted = await boot();
    const outcome = await keyRotationFromRuntime(booted.runtime).run();
    expect(outcome).toMatchObject({ finished: true, rewritten: 7 });
    const newMaster = booted.runtime.secrets.dataKeys[0];
    const onlyNew = new DataKeys({ data: [newMaster], index });
    const onlyOld = new DataKeys({ data: [oldMaster], index });
    const rows = await booted.runtime.db.tx(SYSTEM, async (tx) => {
      const { rows: events } = await tx.query(
        `SELECT e.* FROM finaid_cases c JOIN events e ON e.stream_id = 'finaid-case-' || c.id AND e.type = 'FinaidCaseSelected'
          ORDER BY c.student_id`,
      );
      const { rows: cases } = await tx.query<{ ssn_cipher: string }>(
        'SELECT ssn_cipher FROM finaid_cases ORDER BY student_id',
      );
      return { events, opened: await openFromStore(tx, events.map(toRecordedEvent)), cases };
    });
    // The first case's event is sealed (no cipher in the clear), the older one was not.
    expect(rows.events.map((e) => typeof e.data.personal)).toEqual(['string', 'undefined']);
    for (const [i, c] of rows.cases.entries()) {
      const eventCipher = (rows.opened[i].data as { ssnCipher: string }).ssnCipher;
      for (const cipher of [c.ssn_cipher, eventCipher]) {
        expect(revealSsn(onlyNew, companyId, cipher)).toBe(SSNS[i]);
        expect(() => revealSsn(onlyOld, companyId, cipher)).toThrow();
      }
    }
    const scans = await booted.runtime.db.rows<{ id: string; sealed: Buffer; subject_uuid: string | null }>(
      SYSTEM,
      'SELECT id, sealed, subject_uuid FROM finaid_scans',
    );
    const older = scans.find((r) => r.id === olderScanId)!;
    const context = scanContext(olderCaseId, olderScanId);
    expect(older.subject_uuid).toBeNull();
    expect(
      new TenantKeys([newMaster]).open(companyId, 'finaid-scan', older.sealed, context).length,
    ).toBeGreaterThan(0);
    expect(() => new TenantKeys([oldMaster]).open(companyId, 'finaid-scan', older.sealed, context)).toThrow();
    // The new scan is under the student's key, not the tenant's: the rotation had nothing to re-seal.
    expect(scans.find((r) => r.id === scanId)!.subject_uuid).toBe(caseId);

    // The old key goes; the product runs on the new one alone: the portal file has the SSNs, the scan opens.
    expect(await dropOldDataKeys(keyFile, booted.runtime.db)).toHaveLength(1);
    await halt();
    booted = await boot();
    expect(booted.runtime.secrets.dataKeys).toHaveLength(1);
    const again = await booted.api.login('finaid@northfield.edu', DEMO_PASSWORD);
    await booted.api.call('POST', `/api/financial-aid/cases/${caseId}/unable-to-contact`, {
      token: again,
      body: {},
    });
    const portal = await fetch(`${booted.baseUrl}/api/financial-aid/export.csv?award_year=2025-26&portal=1`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(await portal.text()).toBe(`${SSNS[0]},Sample,5\r\n`);
    for (const [ofCase, id] of [
      [caseId, scanId],
      [olderCaseId, olderScanId],
    ]) {
      const view = await fetch(`${booted.baseUrl}/api/financial-aid/cases/${ofCase}/scans/${id}`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect({ id, status: view.status }).toEqual({ id, status: 200 });
    }
    expect((await keyRotationFromRuntime(booted.runtime).run()).rewritten).toBe(0);
  }, 180_000);
});

/**
 * The second case as a version before the students' keys left it: its selection event in the clear
 * (the SSN as a tenant-key cipher in the data), and a scan under the tenant key. Returns the scan id.
 */
async function writeAsAnOlderVersion(
  booted: Booted,
  companyId: number,
  caseId: string,
  master: Buffer,
): Promise<string> {
  const scanId = randomUUID();
  const image = fs.readFileSync(ID_BACK);
  await booted.runtime.db.tx(SYSTEM, async (tx) => {
    const { rows } = await tx.query(
      "SELECT * FROM events WHERE stream_id = $1 AND type = 'FinaidCaseSelected'",
      [`finaid-case-${caseId}`],
    );
    const [plain] = await openFromStore(tx, rows.map(toRecordedEvent));
    await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
      plain.globalPosition,
      JSON.stringify(plain.data),
    ]);
    await tx.query(
      `INSERT INTO finaid_scans (id, company_id, case_id, media_type, sealed, checks, uploaded_at)
       VALUES ($1, $2, $3, 'image/png', $4, '[]', now())`,
      [
        scanId,
        companyId,
        caseId,
        new TenantKeys([master]).seal(companyId, 'finaid-scan', image, scanContext(caseId, scanId)),
      ],
    );
  });
  return scanId;
}
