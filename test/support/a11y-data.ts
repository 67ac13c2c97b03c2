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
  /** How many sessions the import made (more than one page of the lists). */
  sessions: number;
}

/**
 * Demo company (DEMO=1) data for every screen to have something to show: 30 imported applicants (a
 * list of more than one page, an import in the imports list), a checked Admissions IDV and two open
 * capture links, one of them past its consent.
 */
export async function seedA11yData(t: TestApp): Promise<A11yData> {
  const api = apiClient(t.baseUrl);
  const tokens = await signInRoles(api, ['admin', 'super']);
  const sessions = 30;
  await importCsv(api, tokens.admin, generateApplicantCsv(sessions).csv);
  const listed = await api.call('GET', '/api/getSessions?limit=25', { token: tokens.admin });
  const sessionUuid: string | undefined = listed.body.data?.[0]?.uuid;
  if (!sessionUuid) throw new Error(`no imported session: ${listed.status} ${JSON.stringify(listed.body)}`);
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
  await checkedIdv(api, tokens.admin, checkedIdvId);
  const consentIdv = await requestRemoteIdv(api, tokens.admin, 'FINANCIAL_AID', applicant(2));
  const consentToken = await deliveredCaptureToken(api, tokens.super, consentIdv);
  const photosIdv = await requestRemoteIdv(api, tokens.admin, 'ADMISSIONS', applicant(3));
  const photosToken = await deliveredCaptureToken(api, tokens.super, photosIdv);
  await consentToCapture(api, photosToken);
  return { sessionUuid, checkedIdvId, consentToken, photosToken, sessions };
}
