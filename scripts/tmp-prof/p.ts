import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { tenant } from '../../services/src/shared/database/database';
import { startEmbeddedPostgres } from '../../services/src/shared/database/embedded-postgres';
import { startLocalRedis } from '../../services/src/shared/redis/local-redis';
import { loadDataKeys } from '../../services/src/verifications/crypto/data-keys';
import { prepareApplicant } from '../../services/src/verifications/import-applicants/build-chunk';
import { commitImportChunk } from '../../services/src/verifications/import-applicants/commit-chunk';
import { validateApplicantRow } from '../../services/src/verifications/import/validate-applicant-row';
import { HEADER, applicantRow } from '../../test/support/applicant-csv';
(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prof-')); fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), 57900);
  const redis = await startLocalRedis(path.join(dir, 'redis'), 57950, false);
  const runtime = await createRuntime(loadConfig({ ...process.env, DATABASE_URL: pg.url, REDIS_URL: redis.url, DATA_DIR: dir }));
  const keys = await loadDataKeys(runtime.db);
  const id = '11111111-1111-4111-8111-111111111111';
  const meta = { companyId: 1, actor: { id: null, name: 'p', type: 'system' as const }, correlationId: id };
  await runtime.db.tx(tenant(1), (tx) => runtime.events.append(tx, `import-${id}`, 0, [{ type: 'ImportStarted', data: { importId: id, fileName: 'x', bytes: 1, sha256: 'x', chunkRows: 2000, uploadedBy: { id: 1, name: 'x' } } }], meta));
  const orig = runtime.db.pool.query.bind(runtime.db.pool);
  for (let chunk = 1; chunk <= 5; chunk++) {
    const valid = [];
    for (let i = 0; i < 2000; i++) {
      const cells = applicantRow(chunk * 2000 + i);
      const r = validateApplicantRow(Object.fromEntries(HEADER.split(',').map((c, j) => [c, cells[j]])) as any, i);
      if (r.ok) valid.push(prepareApplicant(keys, 1, r.applicant));
    }
    const t0 = Date.now();
    await runtime.db.tx(tenant(1), async (tx) => {
      const q = tx.query.bind(tx);
      (tx as any).query = async (...a: any[]) => { const s = Date.now(); const res = await (q as any)(...a); const d = Date.now() - s; if (d > 20) console.log(d, 'ms', String(typeof a[0] === 'string' ? a[0] : a[0].text).slice(0, 90).replace(/\s+/g, ' ')); return res; };
      await commitImportChunk(tx, runtime.events, keys, { importId: id, companyId: 1, chunk, rowsRead: 2000, bytesRead: 1, valid, rejected: 0, errors: [] }, meta);
      (tx as any).query = q;
    });
    console.log('chunk', chunk, Date.now() - t0, 'ms');
  }
  await runtime.shutdown(); await redis.stop(); await pg.stop();
})();
