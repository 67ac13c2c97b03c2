import { randomUUID } from 'node:crypto';
import { Database, SYSTEM } from '../../services/src/shared/database/database';
import { TenantKeys } from '../../services/src/shared/crypto/tenant-keys';
import { HEADER, csvLine } from './applicant-csv';
import { CARD_APPLICANT } from './remote-idv';

/** What the data-key rotation test (test/api/key-rotation.e2e-spec.ts) seals under the first key. */
export const SSNS = ['219-09-9999', '078-05-1120', '123-45-6789'];
export const CSV = [
  HEADER,
  ...SSNS.map((ssn, i) =>
    csvLine([
      `R-${i}`,
      ['Ada', 'Ben', 'Cy'][i],
      'Rotate',
      `rotate.${i}@gmail.com`,
      '',
      `(303) 555-01${10 + i}`,
      '1998-02-03',
      ssn,
      `${10 + i} Elm St`,
      'Denver',
      'CO',
      '80202',
      'US',
    ]),
  ),
].join('\n');
/** The example card's holder, with a full ZIP code. */
export const APPLICANT = { ...CARD_APPLICANT, zip: '23220' };

/** An ID image, a report file and a school's OIDC client secret, sealed with the tenant key as the product does. */
export async function sealUnderTenantKey(
  db: Database,
  keys: TenantKeys,
  { companyId, idvId, reportId }: { companyId: number; idvId: string; reportId: string },
): Promise<void> {
  await db.tx(SYSTEM, async (tx) => {
    await tx.query(
      `INSERT INTO idv_images (idv_id, company_id, kind, variant, content_type, sealed, bytes, width, height)
      VALUES ($1, $2, 'id_front', 'full', 'image/jpeg', $3, 5, 1, 1)`,
      [idvId, companyId, keys.seal(companyId, 'idv-media', Buffer.from('image'), `${idvId}:id_front:full`)],
    );
    await tx.query(
      `INSERT INTO reports (id, company_id, idv_id, status, requested_by_name, file_name, sealed, bytes)
      VALUES ($1, $2, $3, 'done', 'Avery Quinn', 'r.pdf', $4, 3)`,
      [reportId, companyId, idvId, keys.seal(companyId, 'idv-report', Buffer.from('pdf'), reportId)],
    );
    // The link's messages as an older version wrote them, under the tenant key (newer ones are under
    // the applicant's key, which the rotation re-wraps instead).
    for (const [channel, recipient] of [
      ['sms', '+18045550143'],
      ['email', CARD_APPLICANT.email],
    ]) {
      const id = randomUUID();
      const seal = (text: string, part: string) =>
        keys.seal(companyId, 'outbox', Buffer.from(text), `${id}:${part}`);
      await tx.query(
        `INSERT INTO outbox_messages (id, company_id, channel, purpose, reference, recipient_sealed, recipient_hint, body_sealed, status)
         VALUES ($1, $2, $3, 'idv-capture-link', $4, $5, '•••', $6, 'failed')`,
        [id, companyId, channel, idvId, seal(recipient, 'recipient'), seal('an older link', 'body')],
      );
    }
    // A school's OIDC client secret (single sign-on), sealed with the tenant key too.
    await tx.query(
      `INSERT INTO sso_settings (company_id, protocol, issuer_url, client_id, client_secret_sealed)
      VALUES ($1, 'oidc', 'https://login.northfield.edu', 'verifydesk', $2)`,
      [
        companyId,
        keys.seal(companyId, 'sso-client-secret', Buffer.from('sso'), `sso-client-secret:${companyId}`),
      ],
    );
  });
}
