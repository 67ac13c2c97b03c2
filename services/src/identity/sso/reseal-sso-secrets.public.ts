import type { ResealBatch } from '../../key-rotation/ports/resealing.port';
import { SSO_CLIENT_SECRET_PURPOSE, SSO_SAML_KEY_PURPOSE } from './sso-settings.service';
import { clientSecretContext } from './oidc-settings';
import { spKeyContext } from './saml-login';

/**
 * One batch of the data-key rotation's single sign-on step: each company's OIDC client secret and SAML
 * SP key sealed again under the current master key, after `after` (a company id). Without it,
 * dropping the old key would leave them unopenable and every school sign-in failing.
 */
export const resealSsoSecrets: ResealBatch = async (tx, after, batchRows, resealing) => {
  const { rows } = await tx.query<{
    company_id: string;
    client_secret_sealed: Buffer | null;
    sp_key_sealed: Buffer | null;
  }>(
    `SELECT company_id, client_secret_sealed, sp_key_sealed FROM sso_settings
      WHERE company_id > $1 ORDER BY company_id LIMIT $2`,
    [after ?? '0', batchRows],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const companyId = Number(r.company_id);
    const secret = r.client_secret_sealed
      ? resealing.reseal(
          companyId,
          SSO_CLIENT_SECRET_PURPOSE,
          r.client_secret_sealed,
          clientSecretContext(companyId),
        )
      : null;
    const key = r.sp_key_sealed
      ? resealing.reseal(companyId, SSO_SAML_KEY_PURPOSE, r.sp_key_sealed, spKeyContext(companyId))
      : null;
    if (!secret && !key) continue;
    rewritten += (secret ? 1 : 0) + (key ? 1 : 0);
    await tx.query(
      'UPDATE sso_settings SET client_secret_sealed = $2, sp_key_sealed = $3 WHERE company_id = $1',
      [companyId, secret ?? r.client_secret_sealed, key ?? r.sp_key_sealed],
    );
  }
  return { next: rows[rows.length - 1].company_id, rewritten };
};
