import * as fs from 'node:fs';
import * as path from 'node:path';
import Redis from 'ioredis';
import { TestApp, startApp } from './app-harness';
import { applicantsCsv } from './applicant-csv';
import { apiClient } from './http-client';
import { importCsv } from './import-helpers';
import {
  ID_BACK,
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  imageForm,
  photo,
  uploadAndSubmit,
} from './remote-idv';
import { renderedReport } from './report-job';
import { signInRoles } from './sign-in';
import { linkedListDir, setWatchlistDir } from './watchlist-sessions';
import { until } from './until';
import { SYSTEM } from '../../services/src/shared/database/database';
import { openForApplicant } from '../../services/src/privacy/applicant-keys.public';
import { reportContext } from '../../services/src/idv/idv-report/report-key-purpose';
import { scanContext } from '../../services/src/financial-aid/scans/scan-sealing';

type Api = ReturnType<typeof apiClient>;

/** The applicant to erase: values distinctive enough that any trace of them is found. */
export const ERASED = {
  external_id: 'S-ERASE-1',
  first_name: 'Zephyrine',
  last_name: 'Quillbrook',
  email: 'zephyrine.quillbrook@example.org',
  phone: '+1 303 555 0179',
  date_of_birth: '2002-02-14',
  ssn: '219-09-9999',
};
/** An applicant who stays. */
export const KEPT = {
  external_id: 'S-KEEP-1',
  first_name: 'Oswaldo',
  last_name: 'Brightwater',
  email: 'oswaldo.brightwater@example.org',
  phone: '+1 303 555 0188',
  date_of_birth: '2001-07-01',
  ssn: '219-09-8888',
};

export interface ErasureWorld {
  t: TestApp;
  api: Api;
  tokens: { admin: string; viewer: string; super: string };
  erasedUuid: string;
  keptUuid: string;
  idvId: string;
  /** The session report's job, polled again after the erasure. */
  reportJobId: string;
  /** The financial-aid cases of the erased applicant and of the kept one (both linked by student id). */
  finaid: { erasedCase: string; keptCase: string; erasedScan: string };
  /** What an old backup keeps of their images and report: sealed bytes, to be opened after the erasure. */
  backupCopies: Array<{ companyId: number; subject: string; sealed: Buffer; context: string }>;
  stop(): Promise<void>;
}

/**
 * The erased applicant with everything the product keeps of someone: imported (with a kept
 * neighbour), a row of theirs rejected, an IDV through the capture page with images, a PDF report, an export, a watchlist
 * screening, and a financial-aid case (with a note that names them, a scanned ID, a result and a
 * reminder; the kept neighbour has a case too).
 */
export async function startErasureWorld(): Promise<ErasureWorld> {
  const restore = setWatchlistDir(linkedListDir());
  const t = await startApp({ demo: true });
  restore();
  const api = apiClient(t.baseUrl);
  const tokens = await signInRoles(api, ['admin', 'viewer', 'super']);
  // A third line of theirs is rejected (no first name): the import's row-error report (import_errors)
  // names a line, a field and why, never the row's values, so nothing of them is left there either.
  const imported = await importCsv(
    api,
    tokens.admin,
    applicantsCsv(ERASED, KEPT, { ...ERASED, first_name: '' }),
  );
  if (imported.rejected !== 1) throw new Error(`the rejected row: ${JSON.stringify(imported)}`);
  const uuidOf = async (search: string) =>
    (await api.call('GET', `/api/getSessions?search=${search}`, { token: tokens.admin })).body.data[0]
      .uuid as string;
  const erasedUuid = await uuidOf('quillbrook');
  const keptUuid = await uuidOf('brightwater');

  const asked = await api.call('POST', '/api/askIDV', {
    token: tokens.admin,
    body: { uuid: erasedUuid, form_type: 'ADMISSIONS' },
  });
  if (asked.status !== 200) throw new Error(`askIDV: ${asked.status} ${JSON.stringify(asked.body)}`);
  const idvId: string = asked.body.data.id;
  const token = await deliveredCaptureToken(api, tokens.super, idvId);
  await consentToCapture(api, token);
  await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
  await checkedIdv(api, tokens.admin, idvId);

  const report = await api.call('POST', `/api/sessions/${erasedUuid}/report`, { token: tokens.admin });
  const reportJobId: string = report.body.data.job_id;
  await renderedReport(api, tokens.admin, reportJobId);
  const finaid = await financialAidCases(api, tokens.admin);
  const csv = await api.call('GET', '/api/exportSessions?search=quillbrook', { token: tokens.admin });
  if (!String(csv.body).includes('Quillbrook'))
    throw new Error('the export before the erasure lacks the applicant');
  await until(
    'the sanctions lists',
    async () =>
      (await api.call('GET', '/api/watchlist/versions', { token: tokens.admin })).body.data?.engine?.versions
        .length === 2,
    60_000,
  );
  const screened = await api.call('POST', '/omni/watchlist-result', {
    token: tokens.admin,
    body: { uuid: erasedUuid },
  });
  if (screened.status !== 200) throw new Error(`screening: ${screened.status}`);
  await t.worker.projections.drain();
  const backupCopies = [
    ...(
      await t.runtime.db.rows<{
        idv_id: string;
        company_id: string;
        kind: string;
        variant: string;
        sealed: Buffer;
      }>(
        SYSTEM,
        "SELECT idv_id, company_id, kind, variant, sealed FROM idv_images WHERE idv_id = $1 AND variant = 'full'",
        [idvId],
      )
    ).map((r) => ({
      companyId: Number(r.company_id),
      subject: erasedUuid,
      sealed: r.sealed,
      context: `${r.idv_id}:${r.kind}:${r.variant}`,
    })),
    ...(
      await t.runtime.db.rows<{ id: string; company_id: string; sealed: Buffer }>(
        SYSTEM,
        'SELECT id, company_id, sealed FROM reports WHERE session_uuid = $1',
        [erasedUuid],
      )
    ).map((r) => ({
      companyId: Number(r.company_id),
      subject: erasedUuid,
      sealed: r.sealed,
      context: reportContext(r.id),
    })),
    ...(
      await t.runtime.db.rows<{ id: string; company_id: string; case_id: string; sealed: Buffer }>(
        SYSTEM,
        'SELECT id, company_id, case_id, sealed FROM finaid_scans WHERE id = $1',
        [finaid.erasedScan],
      )
    ).map((r) => ({
      companyId: Number(r.company_id),
      subject: erasedUuid,
      sealed: r.sealed,
      context: scanContext(r.case_id, r.id),
    })),
  ];
  // Before the erasure every copy opens with the applicant's key (so "unreadable" after it means the key).
  for (const copy of backupCopies)
    if (
      !(await t.runtime.db.tx(SYSTEM, (tx) =>
        openForApplicant(tx, copy.companyId, copy.subject, copy.sealed, copy.context),
      ))
    )
      throw new Error(`${copy.context} does not open before the erasure`);
  return {
    t,
    api,
    tokens,
    erasedUuid,
    keptUuid,
    idvId,
    reportJobId,
    finaid,
    backupCopies,
    stop: () => t.stop(),
  };
}

/** A note staff write about the erased student, naming her: free text is sealed like the rest. */
export const ERASED_NOTE = `${ERASED.first_name} booked the Tuesday desk appointment`;

/**
 * The Department selected both applicants (their student id is the import's external id, so each
 * case is linked to their session): the erased one's case is started with a note naming her, gets a
 * scanned ID and an in-person result, and a reminder; the kept one's is verified.
 */
async function financialAidCases(api: Api, token: string): Promise<ErasureWorld['finaid']> {
  const pushed = await api.call('POST', '/api/financial-aid/selections', {
    token,
    body: {
      selections: [ERASED, KEPT].map((a) => ({
        student_id: a.external_id,
        first_name: a.first_name,
        last_name: a.last_name,
        date_of_birth: a.date_of_birth,
        email: a.email,
        phone: a.phone,
        award_year: '2025-26',
        tracking_group: 'V4',
        ssn: a.ssn.replace(/-/g, ''),
      })),
    },
  });
  const results = pushed.body.data?.results ?? [];
  if (pushed.status !== 200 || results.some((r: { linked_applicant?: boolean }) => !r.linked_applicant))
    throw new Error(`selections: ${pushed.status} ${JSON.stringify(pushed.body)}`);
  const [erasedCase, keptCase] = results.map((r: { case_id: string }) => r.case_id);
  const post = async (path: string, body?: object, form?: FormData) => {
    const r = await api.call('POST', `/api/financial-aid/cases/${path}`, { token, body, form });
    if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  await post(`${erasedCase}/start`, { note: ERASED_NOTE });
  const scan = await post(
    `${erasedCase}/scans`,
    undefined,
    imageForm(fs.readFileSync(ID_BACK), 'scan.png', 'image/png'),
  );
  const inPerson = {
    method: 'in_person',
    document_type: 'drivers_license',
    document_expiry: '2031-05-17',
    reviewer_name: 'Pat Reviewer',
    presented_on: '2025-09-15',
  };
  await post(`${erasedCase}/remind`, {});
  await post(`${erasedCase}/verify`, { ...inPerson, scan_id: scan.scan_id, note: ERASED_NOTE });
  await post(`${keptCase}/verify`, { ...inPerson, document_expiry: '2030-06-30' });
  return { erasedCase, keptCase, erasedScan: scan.scan_id };
}

/** Every key and value of the app's Redis database, as text. */
export async function dumpRedis(url: string): Promise<string> {
  const redis = new Redis(url);
  try {
    const parts: string[] = [];
    for (const key of await redis.keys('*')) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? JSON.stringify(await redis.hgetall(key))
            : type === 'list'
              ? JSON.stringify(await redis.lrange(key, 0, -1))
              : type === 'set'
                ? JSON.stringify(await redis.smembers(key))
                : type === 'zset'
                  ? JSON.stringify(await redis.zrange(key, '0', '-1'))
                  : type === 'stream'
                    ? JSON.stringify(await redis.xrange(key, '-', '+'))
                    : '';
      parts.push(`${key} ${value}`);
    }
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}

/** The text of every file under a directory (the data directory: uploads, reports, logs). */
export function filesText(dir: string): string {
  if (!fs.existsSync(dir)) return '';
  const parts: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.statSync(file).size < 64 * 1024 * 1024) parts.push(fs.readFileSync(file, 'latin1'));
  }
  return parts.join('\n');
}

/** The applicant's traces as a dump would show them (the SSN with and without dashes). */
export function tracesOf(a: typeof ERASED): string[] {
  return [
    a.first_name,
    a.last_name,
    a.email,
    a.phone.replace(/\D/g, '').slice(-7),
    a.ssn,
    a.ssn.replace(/-/g, ''),
  ];
}
