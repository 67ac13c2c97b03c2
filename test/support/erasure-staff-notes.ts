import { dumpDatabase } from './database-dump';
import { ERASED, KEPT, type ErasureWorld } from './erasure-setup';

/** What staff type about the erased applicant before her erasure: each text names her. */
export const STAFF_TEXT = {
  override: `${ERASED.first_name} showed her renewed card at the desk`,
  escalation: `Escalated: ${ERASED.last_name} gave the SSN of the 1940 pamphlet`,
  decision: `${ERASED.first_name} brought her Social Security card: a clerical error`,
  note: `${ERASED.first_name} ${ERASED.last_name} called about her transcript`,
  hold: `Dispute over ${ERASED.last_name}'s aid`,
  holdRelease: `${ERASED.last_name}'s dispute settled`,
};
/** A note on the applicant who stays: it must stay readable. */
export const KEPT_NOTE = `${KEPT.first_name} brought his passport to the desk`;

type Api = ErasureWorld['api'];
async function ok(api: Api, token: string, method: 'POST' | 'PUT', url: string, body: object) {
  const r = await api.call(method, url, { token, body });
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/**
 * Before the erasure (issue 32): a result override with a reason naming her, her high-risk item
 * escalated and then decided, each with a note naming her, a note on her and one on the kept
 * applicant; an erasure note that names her is refused (it is kept after the erasure).
 */
export async function writeStaffText(w: ErasureWorld): Promise<void> {
  const { api, tokens, erasedUuid, keptUuid } = w;
  const items = await api.call('GET', `/api/review-queue?session=${erasedUuid}&kind=high_risk`, {
    token: tokens.admin,
  });
  const item = items.body.data?.[0];
  if (!item) throw new Error(`no high-risk item for her: ${JSON.stringify(items.body)}`);
  const decide = (outcome: string, note: string) =>
    ok(api, tokens.admin, 'POST', `/api/review-queue/${item.id}/decide`, { outcome, note });
  await decide('escalate', STAFF_TEXT.escalation);
  await decide('no_issue', STAFF_TEXT.decision);
  await ok(api, tokens.admin, 'PUT', `/api/updateIDV/${erasedUuid}`, {
    form_type: 'ADMISSIONS',
    overall_validation: 'PASSED',
    reason: STAFF_TEXT.override,
  });
  await ok(api, tokens.admin, 'POST', `/api/applicants/${erasedUuid}/notes`, { note: STAFF_TEXT.note });
  await ok(api, tokens.admin, 'POST', `/api/applicants/${keptUuid}/notes`, { note: KEPT_NOTE });

  const naming = await api.call('POST', `/api/applicants/${erasedUuid}/erase`, {
    token: tokens.admin,
    body: { reason_code: 'other', reason: `Asked by ${ERASED.first_name}'s mother` },
    headers: { 'accept-language': 'fr' },
  });
  expect(naming.status).toBe(422);
  expect(naming.body.errors[0]).toMatchObject({
    field: 'reason',
    message: expect.stringContaining('La note ne doit ni nommer le candidat'),
  });
  const history = await api.call('GET', `/api/applicants/${erasedUuid}/review-history`, {
    token: tokens.admin,
  });
  // Before the erasure, every text reads back as typed (opened with her key).
  expect(history.body.data.map((e: { note: string | null }) => e.note)).toEqual(
    expect.arrayContaining([STAFF_TEXT.escalation, STAFF_TEXT.decision, STAFF_TEXT.note]),
  );
}

/**
 * After the erasure: no table (the events included) holds any of those texts; her page's kept
 * decisions still list each entry (who, when, what, in the reader's language) with its text erased,
 * the legal hold's lines too; the kept applicant's note reads back as typed.
 */
export async function expectStaffTextErased(w: ErasureWorld): Promise<void> {
  const { t, api, tokens, erasedUuid, keptUuid } = w;
  const dump = await dumpDatabase(t.runtime.databaseUrl);
  for (const text of Object.values(STAFF_TEXT))
    expect({ text, inDatabase: dump.includes(text) }).toEqual({ text, inDatabase: false });

  const privacy = await api.call('GET', `/api/applicants/${erasedUuid}/privacy`, {
    token: tokens.viewer,
    headers: { 'accept-language': 'fr' },
  });
  const erased = { by: 'Morgan Hale', note: null, note_erased: true };
  expect(privacy.body.data.decisions).toEqual([
    { ...erased, at: expect.any(String), what: 'Transmis à un administrateur de l’entreprise' },
    { ...erased, at: expect.any(String), what: 'Revu – aucun problème' },
    { ...erased, at: expect.any(String), what: 'Résultat IDV (Admissions) modifié : Échoué → Réussi' },
    { ...erased, at: expect.any(String), what: 'Note' },
  ]);
  const holds = privacy.body.data.history.filter((h: { type: string }) => h.type.startsWith('LegalHold'));
  expect(holds).toEqual([
    expect.objectContaining({
      type: 'LegalHoldPlaced',
      by: 'Morgan Hale',
      reason: null,
      reason_erased: true,
    }),
    expect.objectContaining({
      type: 'LegalHoldReleased',
      by: 'Morgan Hale',
      reason: null,
      reason_erased: true,
    }),
  ]);

  const kept = await api.call('GET', `/api/applicants/${keptUuid}/review-history`, { token: tokens.admin });
  expect(kept.body.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ type: 'note', note: KEPT_NOTE, note_erased: false })]),
  );
}
