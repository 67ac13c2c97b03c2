import { Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';

/** A company's single sign-on state row (migration 061); the secrets stay sealed here. */
export interface SsoSettingsRow {
  company_id: string;
  protocol: 'oidc' | 'saml';
  enabled: boolean;
  issuer_url: string | null;
  client_id: string | null;
  client_secret_sealed: Buffer | null;
  idp_metadata_url: string | null;
  idp_metadata_xml: string | null;
  idp_entity_id: string | null;
  idp_sso_url: string | null;
  idp_certificates: string[];
  sp_certificate: string | null;
  sp_key_sealed: Buffer | null;
  email_domains: string[];
  jit_enabled: boolean;
  group_attribute: string;
  group_permissions: Record<string, number[]>;
  require_sso: boolean;
  break_glass_user_id: string | null;
  updated_at: Date;
}

export type SsoSettingsWrite = Omit<SsoSettingsRow, 'company_id' | 'updated_at'>;

const COLUMNS: (keyof SsoSettingsWrite)[] = [
  'protocol',
  'enabled',
  'issuer_url',
  'client_id',
  'client_secret_sealed',
  'idp_metadata_url',
  'idp_metadata_xml',
  'idp_entity_id',
  'idp_sso_url',
  'idp_certificates',
  'sp_certificate',
  'sp_key_sealed',
  'email_domains',
  'jit_enabled',
  'group_attribute',
  'group_permissions',
  'require_sso',
  'break_glass_user_id',
];

/** Reads and writes `sso_settings` and its domain index, inside the caller's transaction. */
@Injectable()
export class SsoSettingsStore {
  async load(tx: Tx, companyId: number): Promise<SsoSettingsRow | null> {
    const { rows } = await tx.query<SsoSettingsRow>('SELECT * FROM sso_settings WHERE company_id = $1', [
      companyId,
    ]);
    return rows[0] ?? null;
  }

  /** The company whose live, enabled settings claim this e-mail domain (a system-scope read). */
  async companyForDomain(tx: Tx, domain: string): Promise<number | null> {
    const { rows } = await tx.query<{ company_id: string }>(
      `SELECT d.company_id FROM sso_domains d JOIN sso_settings s ON s.company_id = d.company_id
        WHERE d.domain = $1 AND s.enabled`,
      [domain.toLowerCase()],
    );
    return rows[0] ? Number(rows[0].company_id) : null;
  }

  /** Another company's claim on one of these domains, if any. */
  async domainTakenElsewhere(tx: Tx, companyId: number, domains: string[]): Promise<string | null> {
    const { rows } = await tx.query<{ domain: string }>(
      'SELECT domain FROM sso_domains WHERE domain = ANY($1) AND company_id <> $2 LIMIT 1',
      [domains, companyId],
    );
    return rows[0]?.domain ?? null;
  }

  async save(tx: Tx, companyId: number, row: SsoSettingsWrite): Promise<void> {
    const values = COLUMNS.map((c) => (c === 'group_permissions' ? JSON.stringify(row[c]) : row[c]));
    await tx.query(
      `INSERT INTO sso_settings (company_id, ${COLUMNS.join(', ')}, updated_at)
       VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, now())
       ON CONFLICT (company_id) DO UPDATE SET ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
      [companyId, ...values],
    );
    await tx.query('DELETE FROM sso_domains WHERE company_id = $1', [companyId]);
    await tx.query('INSERT INTO sso_domains (domain, company_id) SELECT unnest($1::text[]), $2', [
      row.email_domains,
      companyId,
    ]);
  }

  async remove(tx: Tx, companyId: number): Promise<void> {
    await tx.query('DELETE FROM sso_domains WHERE company_id = $1', [companyId]);
    await tx.query('DELETE FROM sso_settings WHERE company_id = $1', [companyId]);
  }

  /** Records a SAML assertion id; false when it was accepted before (a replay). */
  async firstUseOfAssertion(tx: Tx, companyId: number, assertionId: string, expiresAt: Date) {
    await tx.query('DELETE FROM sso_used_assertions WHERE company_id = $1 AND expires_at < now()', [
      companyId,
    ]);
    const { rowCount } = await tx.query(
      `INSERT INTO sso_used_assertions (company_id, assertion_id, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [companyId, assertionId, expiresAt],
    );
    return rowCount === 1;
  }
}
