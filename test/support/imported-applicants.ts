import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TestApp, startApp } from './app-harness';
import { GeneratedCsv } from './applicant-csv';
import { apiClient } from './http-client';
import { upload, waitForImport } from './import-helpers';
import { otherTenantAdminToken } from './other-tenant';
import { signInRoles } from './sign-in';

/**
 * The demo company after one upload of a generated applicant file, imported to the end: the start
 * of the import specs that read what it left (test/api/verification-*.e2e-spec.ts, with startedForFile). The product runs
 * on a data directory of its own, so a "no file left behind" check sees only this file's uploads;
 * `stop` ends the product and removes it.
 */
export async function startWithImportedApplicants(file: GeneratedCsv, fileName: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-imports-'));
  process.env.DATA_DIR = dataDir;
  const t: TestApp = await startApp({ demo: true });
  const api = apiClient(t.baseUrl);
  const tok = await signInRoles(api, ['admin', 'admissions', 'finaid', 'viewer']);
  const otherTenant = await otherTenantAdminToken(api);
  // The upload's answer (firstUpload), for the spec to check; the import as it ended.
  const started = await upload(api, tok.admissions, file.csv, fileName);
  if (started.status !== 202) throw new Error(`upload: ${started.status} ${JSON.stringify(started.body)}`);
  const firstImport = await waitForImport(api, tok.admissions, started.body.data.import_id);
  return {
    t,
    api,
    admin: tok.admin,
    /** Permission 1 (upload). */
    uploader: tok.admissions,
    /** Permission 6 (export) but not 1. */
    noUpload: tok.finaid,
    viewer: tok.viewer,
    otherTenant,
    firstUpload: started,
    firstImport,
    stop: async () => {
      await t.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
