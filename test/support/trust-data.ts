import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp } from './app-harness';
import { applicantRow, csvLine, generateApplicantCsv } from './applicant-csv';
import { apiClient } from './http-client';
import { upload, waitForImport } from './import-helpers';
import { until } from './until';

/** The reference data (never copied into the repo): ../shared/data, or SHARED_DATA_DIR. */
export const SHARED_DATA =
  process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
const ID_BACK = path.join(SHARED_DATA, 'aamva', 'images', 'aamva_std_v10_example.pdf417.png');

type Api = ReturnType<typeof apiClient>;

/** Sessions the tests follow by role. */
export interface TrustData {
  tokens: { admin: string; viewer: string; super: string };
  /** A low- or medium-risk applicant whose name is on the UN and OFAC lists; a reviewer confirms the match. */
  listedUuid: string;
  /** Its overall risk before the confirmation. */
  listedRiskBefore: string;
  /** The listed person's CSV line (for a re-import). */
  listedLine: string;
  applicants: number;
}

const photo = (colour: string) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

function form(data: Buffer, name: string, type: string): FormData {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return f;
}

/**
 * A remote ID request of one form type, completed through the applicant's real capture page: the
 * AAMVA example card is expired, so the document check fails it. `pass` then has a reviewer override
 * it to PASSED (a failed IDV turned passed is what a card that counted by the wrong bucket would miss).
 */
async function remoteIdv(
  api: Api,
  tokens: TrustData['tokens'],
  formType: 'ADMISSIONS' | 'FINANCIAL_AID',
  outcome: 'pending' | 'failed' | 'passed',
  n: number,
) {
  const data = {
    name: `Pat Sample${n}`,
    phoneNumber: `(804) 555-01${String(40 + n).padStart(2, '0')}`,
    email: `pat.sample${n}@example.edu`,
    address: '2300 W Broad St',
    state: 'VA',
    city: 'Richmond',
    country: 'US',
    zip: '20',
    dob: '1986-06-06',
  };
  const sent = await api.call('POST', '/api', {
    token: tokens.admin,
    body: { form_type: formType, type: 'sms', uuid: null, data },
  });
  if (sent.status !== 200) throw new Error(`remote IDV: ${sent.status} ${JSON.stringify(sent.body)}`);
  const idvId: string = sent.body.data.id;
  if (outcome === 'pending') return idvId;
  const sms = await until('the text to be delivered', async () => {
    const r = await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tokens.super });
    const m = r.body.data?.find((x: any) => x.channel === 'sms');
    return m?.status === 'delivered' ? m : null;
  });
  const token = /\/capture\/([A-Za-z0-9_-]{43})/.exec(sms.body)![1];
  const opened = await api.call('GET', `/api/capture/${token}`);
  await api.call('POST', `/api/capture/${token}/consent`, {
    body: { consent_version: opened.body.data.consent.version },
  });
  for (const [kind, bytes, type] of [
    ['id_front', await photo('#4060a0'), 'image/jpeg'],
    ['id_back', fs.readFileSync(ID_BACK), 'image/png'],
    ['selfie', await photo('#c08040'), 'image/jpeg'],
  ] as const) {
    const up = await api.call('POST', `/api/capture/${token}/images/${kind}`, {
      form: form(bytes, `${kind}.bin`, type),
    });
    if (up.status !== 200) throw new Error(`capture ${kind}: ${up.status} ${JSON.stringify(up.body)}`);
  }
  await api.call('POST', `/api/capture/${token}/submit`, { body: {} });
  await until(
    'the document check',
    async () =>
      (await api.call('GET', `/api/checkIDV/${idvId}`, { token: tokens.admin })).body.data?.status ===
      'Completed',
  );
  if (outcome === 'passed') {
    const put = await api.call('PUT', `/api/updateIDV/${idvId}`, {
      token: tokens.admin,
      body: { overall_validation: 'PASSED', reason: 'Seen in person with a valid ID' },
    });
    if (put.status !== 200) throw new Error(`override: ${put.status} ${JSON.stringify(put.body)}`);
  }
  return idvId;
}

/**
 * Data that tells a card from a wrong list (DEMO=1 company): 300 scored applicants (high risk with a
 * valid SSN, missing SSNs, incomplete addresses), a listed person whose confirmed watchlist match
 * raises a low score to high, IDVs of both form types in every state (a failed one beside the passed
 * one, SFS ones the Admissions list would leave out). Needs WATCHLIST_DIR set before startApp.
 */
export async function seedTrustData(t: TestApp): Promise<TrustData> {
  const api = apiClient(t.baseUrl);
  const tokens = {
    admin: await api.login('admin@northfield.edu', DEMO_PASSWORD),
    viewer: await api.login('viewer@northfield.edu', DEMO_PASSWORD),
    super: await api.login(SUPERADMIN.email, SUPERADMIN.password),
  };
  const applicants = 300;
  const listed = applicantRow(applicants);
  // Aiman Zawahri: the UN list's AIMAN MUHAMMED RABI AL-ZAWAHIRI written differently (docs/watchlist.md).
  Object.assign(listed, {
    0: 'S-LISTED-1',
    1: 'Aiman',
    2: 'Zawahri',
    3: 'aiman.zawahri@gmail.com',
    6: '1951-06-19',
  });
  const csv = `${generateApplicantCsv(applicants).csv}${csvLine(listed)}\r\n`;
  const started = await upload(api, tokens.admin, csv);
  if (started.status !== 202) throw new Error(`upload: ${started.status} ${JSON.stringify(started.body)}`);
  await waitForImport(api, tokens.admin, started.body.data.import_id);
  const found = await api.call('GET', '/api/getSessions?search=zawahri', { token: tokens.admin });
  const listedUuid: string = found.body.data[0].uuid;
  const listedRiskBefore: string = found.body.data[0].overall_risk_level;

  await until(
    'the sanctions lists',
    async () =>
      (await api.call('GET', '/api/watchlist/versions', { token: tokens.admin })).body.data?.engine?.versions
        .length === 2,
    60_000,
  );
  const screened = await api.call('POST', '/omni/watchlist-result', {
    token: tokens.admin,
    body: { uuid: listedUuid },
  });
  if (screened.status !== 200)
    throw new Error(`screening: ${screened.status} ${JSON.stringify(screened.body)}`);
  const entry =
    screened.body.data.matches.find((m: any) => m.entryId === 'UN:QDi.006') ?? screened.body.data.matches[0];
  const review = await api.call(
    'POST',
    `/api/watchlist/${listedUuid}/matches/${encodeURIComponent(entry.entryId)}/review`,
    {
      token: tokens.admin,
      body: { decision: 'confirmed', reason: 'Same person: date of birth and photo match' },
    },
  );
  if (review.status !== 200 && review.status !== 201)
    throw new Error(`review: ${review.status} ${JSON.stringify(review.body)}`);

  // IDVs: Admissions passed (failed, then overridden), failed and pending; SFS failed and pending;
  // one requested for an imported session.
  let n = 0;
  for (const [formType, outcome] of [
    ['ADMISSIONS', 'passed'],
    ['ADMISSIONS', 'failed'],
    ['ADMISSIONS', 'pending'],
    ['FINANCIAL_AID', 'failed'],
    ['FINANCIAL_AID', 'pending'],
  ] as const)
    await remoteIdv(api, tokens, formType, outcome, n++);
  const sessions = await api.call('GET', '/api/getSessions?limit=25', { token: tokens.admin });
  const asked = await api.call('POST', '/api/askIDV', {
    token: tokens.admin,
    body: { uuid: sessions.body.data[1].uuid, form_type: 'FINANCIAL_AID' },
  });
  if (asked.status !== 200) throw new Error(`askIDV: ${asked.status} ${JSON.stringify(asked.body)}`);
  await t.worker.projections.drain();
  return { tokens, listedUuid, listedRiskBefore, listedLine: csvLine(listed), applicants: applicants + 1 };
}
