import { seedDemoSelections } from '../../services/src/bootstrap/demo-selections';
import { TestApp } from './app-harness';
import { generateApplicantCsv } from './applicant-csv';
import { apiClient } from './http-client';
import { importCsv } from './import-helpers';
import {
  CARD_APPLICANT,
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  photo,
  requestRemoteIdv,
  uploadAndSubmit,
} from './remote-idv';
import { signInRoles } from './sign-in';
import { until } from './until';

/** What the accessibility scans open beyond the empty demo company. */
export interface A11yData {
  /** An imported applicant's session (the verification detail). */
  sessionUuid: string;
  /** A checked Admissions IDV (the IDV detail, its result to override). */
  checkedIdvId: string;
  /** A capture link nobody opened yet (the consent step). */
  consentToken: string;
  /** A capture link the applicant consented on (the photo steps). */
  photosToken: string;
  /** How many sessions the lists show (more than one page): the import's, less the erased one. */
  sessions: number;
  /** An imported applicant under a legal hold (its release dialog). */
  heldUuid: string;
  /** An imported applicant erased on request (its detail says "Erased on …"). */
  erasedUuid: string;
  /** The company's published retention schedule, linked from the capture page (`/retention/…`). */
  retentionPage: string;
  /** A staff member just added by the admin: signing in leads to the new-password screen. */
  newStaff: { email: string; password: string };
}

/**
 * Demo company (DEMO=1) data for every screen to have something to show: 32 imported applicants (a
 * list of more than one page, an import in the imports list), one of them erased and one under a
 * legal hold, a checked Admissions IDV, two open capture links, one of them past its consent, and
 * the demo's six financial-aid cases (the dashboard's award-year card, the Financial aid list).
 */
export async function seedA11yData(t: TestApp): Promise<A11yData> {
  const api = apiClient(t.baseUrl);
  const tokens = await signInRoles(api, ['admin', 'super']);
  const imported = 32;
  const result = await importCsv(api, tokens.admin, generateApplicantCsv(imported).csv);
  if (result.status !== 'completed') throw new Error(`import: ${JSON.stringify(result)}`);
  // The list reads a projection, which may lag the import's completion on a busy machine.
  const listed = await until('the imported sessions in the list', async () => {
    const r = await api.call('GET', '/api/getSessions?limit=25', { token: tokens.admin });
    return r.body.meta?.total === imported && (r.body.data as { uuid: string }[]);
  });
  const [sessionUuid, heldUuid, erasedUuid] = listed.map((s) => s.uuid);
  await privacyAction(api, tokens.admin, `/api/applicants/${heldUuid}/legal-hold`, 'Records request 2026-7');
  // A note before the erasure: the erased detail then lists it (who, when) with its text erased.
  const noted = await api.call('POST', `/api/applicants/${erasedUuid}/notes`, {
    token: tokens.admin,
    body: { note: 'Called about the transcript' },
  });
  if (noted.status !== 201) throw new Error(`note: ${noted.status} ${JSON.stringify(noted.body)}`);
  await privacyAction(
    api,
    tokens.admin,
    `/api/applicants/${erasedUuid}/erase`,
    'Applicant asked (ticket 12)',
  );
  await t.worker.projections.drain();
  const schedule = await api.call('GET', '/api/privacy/retention-schedule', { token: tokens.admin });
  const retentionPage: string | undefined = schedule.body.data?.public_page;
  if (!retentionPage) throw new Error(`no retention page: ${schedule.status}`);
  const newStaff = { email: 'new.staff@northfield.edu', password: 'Welcome!Desk42' };
  const added = await api.call('POST', '/api/team', {
    token: tokens.admin,
    body: { first_name: 'Noa', last_name: 'Staff', ...newStaff, permissions: [1] },
  });
  if (added.status >= 300) throw new Error(`new staff: ${added.status} ${JSON.stringify(added.body)}`);
  const applicant = (n: number) => ({
    ...CARD_APPLICANT,
    name: `Pat Sample${n}`,
    phoneNumber: `(804) 555-01${40 + n}`,
    email: `pat.sample${n}@example.edu`,
  });
  const checkedIdvId = await requestRemoteIdv(api, tokens.admin, 'ADMISSIONS', applicant(1));
  const checkedToken = await deliveredCaptureToken(api, tokens.super, checkedIdvId);
  await consentToCapture(api, checkedToken);
  await uploadAndSubmit(api, checkedToken, await photo('#4060a0'), await photo('#c08040'));
  // The document and face checks take their time on a busy machine.
  await checkedIdv(api, tokens.admin, checkedIdvId, 90_000);
  const consentIdv = await requestRemoteIdv(api, tokens.admin, 'FINANCIAL_AID', applicant(2));
  const consentToken = await deliveredCaptureToken(api, tokens.super, consentIdv);
  const photosIdv = await requestRemoteIdv(api, tokens.admin, 'ADMISSIONS', applicant(3));
  const photosToken = await deliveredCaptureToken(api, tokens.super, photosIdv);
  await consentToCapture(api, photosToken);
  // The demo's V4/V5 selections: the dashboard's award-year card and the Financial aid list are scanned full.
  await seedDemoSelections(t.baseUrl);
  const finaidCards = await api.call('GET', '/api/financial-aid/cards', { token: tokens.admin });
  if (finaidCards.body.data?.length !== 1) throw new Error(`financial-aid cards: ${finaidCards.status}`);
  return {
    sessionUuid,
    checkedIdvId,
    consentToken,
    photosToken,
    sessions: imported - 1,
    heldUuid,
    erasedUuid,
    retentionPage,
    newStaff,
  };
}

/** A company admin's legal hold or erasure of an applicant, with its reason. */
async function privacyAction(
  api: ReturnType<typeof apiClient>,
  token: string,
  path: string,
  reason: string,
): Promise<void> {
  const done = await api.call('POST', path, { token, body: { reason } });
  if (done.status !== 200) throw new Error(`${path}: ${done.status} ${JSON.stringify(done.body)}`);
}
