import { TestApp, startApp } from './app-harness';
import { applicantRow, csvLine, generateApplicantCsv } from './applicant-csv';
import { apiClient } from './http-client';
import { upload, waitForImport } from './import-helpers';
import {
  CARD_APPLICANT,
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  photo,
  SHARED_DATA,
  requestRemoteIdv,
  uploadAndSubmit,
} from './remote-idv';
import { setWatchlistDir } from './watchlist-sessions';
import { signInRoles } from './sign-in';
import { until } from './until';

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
    ...CARD_APPLICANT,
    name: `Pat Sample${n}`,
    phoneNumber: `(804) 555-01${String(40 + n).padStart(2, '0')}`,
    email: `pat.sample${n}@example.edu`,
  };
  const idvId = await requestRemoteIdv(api, tokens.admin, formType, data);
  if (outcome === 'pending') return idvId;
  const token = await deliveredCaptureToken(api, tokens.super, idvId);
  await consentToCapture(api, token);
  await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
  await checkedIdv(api, tokens.admin, idvId);
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
  const tokens = await signInRoles(api, ['admin', 'viewer', 'super']);
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

/**
 * The product started on the reference watchlists (WATCHLIST_DIR at ../shared/data) with the trust
 * data seeded, and a client for it: the start of the specs that check cards, lists and risk against
 * it (with startedForFile). `stop` ends the product and puts WATCHLIST_DIR back.
 */
export async function startWithTrustData() {
  const restoreWatchlistDir = setWatchlistDir(SHARED_DATA);
  let t: TestApp | undefined;
  try {
    t = await startApp({ demo: true });
    const data = await seedTrustData(t);
    const started = t;
    return {
      t,
      api: apiClient(t.baseUrl),
      data,
      stop: async () => {
        await started.stop();
        restoreWatchlistDir();
      },
    };
  } catch (error) {
    await t?.stop();
    restoreWatchlistDir();
    throw error;
  }
}
