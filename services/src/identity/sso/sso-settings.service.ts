import { Injectable } from '@nestjs/common';
import freeMailDomains from 'email-providers/all.json';
import { RequestContext } from '../../shared/auth/auth-user';
import { ALL_PERMISSIONS } from '../../shared/auth/permissions';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant, Tx } from '../../shared/database/database';
import { ConflictError, DomainError, ValidationError, fieldError } from '../../shared/domain/domain-error';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { EventStore } from '../../shared/event-store/event-store';
import { localized } from '../../shared/i18n';
import { SsoSettingsRow, SsoSettingsStore, SsoSettingsWrite } from './sso-settings.store';
import { SsoSettingsEvent, SsoSettingsSnapshot, ssoSettingsStreamId } from './sso.events';
import { isEmailDomain } from './sso-domains';

export const SSO_CLIENT_SECRET_PURPOSE = 'sso-client-secret';
export const SSO_SAML_KEY_PURPOSE = 'sso-saml-key';
const FREE_MAIL = new Set<string>(freeMailDomains);

/** Who may come in and with which permissions when created on the fly: both protocols share it. */
export interface SsoAccessInput {
  enabled: boolean;
  emailDomains: string[];
  jitEnabled: boolean;
  groupAttribute: string;
  groupPermissions: Record<string, number[]>;
}

/** What a protocol contributes to the state row; the service fills in the rest. */
export type ProtocolSettings = Pick<
  SsoSettingsWrite,
  | 'protocol'
  | 'issuer_url'
  | 'client_id'
  | 'client_secret_sealed'
  | 'idp_metadata_url'
  | 'idp_metadata_xml'
  | 'idp_entity_id'
  | 'idp_sso_url'
  | 'idp_certificates'
  | 'sp_certificate'
  | 'sp_key_sealed'
>;

/**
 * A company's single sign-on settings: each change is an event on `sso-config-<company>` (the admin
 * in its metadata, no secret in it) and the state row, in one transaction.
 */
@Injectable()
export class SsoSettingsService {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly settings: SsoSettingsStore,
    readonly keys: TenantKeys,
  ) {}

  load(companyId: number): Promise<SsoSettingsRow | null> {
    return this.db.tx(tenant(companyId), (tx) => this.settings.load(tx, companyId));
  }

  /**
   * Saves a protocol's settings with the shared access rules. `protocol` is built from the current
   * row (null when there is none yet), so an unchanged secret or key stays as it was.
   */
  async save(
    ctx: RequestContext,
    access: SsoAccessInput,
    protocol: (current: SsoSettingsRow | null) => ProtocolSettings,
    secretChanged: boolean,
  ): Promise<SsoSettingsRow> {
    const companyId = ctx.user!.companyId!;
    const domains = checkedDomains(access.emailDomains);
    checkMapping(access.groupPermissions);
    return this.db.tx(tenant(companyId), async (tx) => {
      const taken = await this.settings.domainTakenElsewhere(tx, companyId, domains);
      if (taken)
        throw new ConflictError('SSO.DOMAIN_TAKEN', localized('sso.error.domainTaken', { domain: taken }));
      const current = await this.settings.load(tx, companyId);
      const row: SsoSettingsWrite = {
        ...protocol(current),
        enabled: access.enabled,
        email_domains: domains,
        jit_enabled: access.jitEnabled,
        group_attribute: access.groupAttribute.trim() || 'groups',
        group_permissions: access.groupPermissions,
        require_sso: current?.require_sso ?? false,
        break_glass_user_id: current?.break_glass_user_id ?? null,
      };
      const before = current ? snapshot(current) : null;
      const after = snapshot(row);
      const changed = (Object.keys(after) as (keyof SsoSettingsSnapshot)[]).filter(
        (k) => JSON.stringify(before?.[k]) !== JSON.stringify(after[k]),
      );
      if (changed.length || secretChanged)
        await this.append(tx, ctx, companyId, {
          type: 'SsoSettingsChanged',
          data: { ...after, changed, clientSecretChanged: secretChanged },
        });
      await this.settings.save(tx, companyId, row);
      return (await this.settings.load(tx, companyId))!;
    });
  }

  /** Password sign-in refused for the staff, except the break-glass company admin named here. */
  /** Every active company admin of the company, by name (the same rule as setRequirement checks). */
  breakGlassCandidates(companyId: number): Promise<{ id: number; name: string; email: string }[]> {
    return this.db.tx(tenant(companyId), async (tx) => {
      const { rows } = await tx.query<{ id: string; name: string; email: string }>(
        `SELECT id, name, email FROM users
          WHERE company_id = $1 AND user_type = 2 AND deleted_at IS NULL AND NOT disabled ORDER BY name, id`,
        [companyId],
      );
      return rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email }));
    });
  }

  async setRequirement(ctx: RequestContext, requireSso: boolean, breakGlassUserId: number | null) {
    const companyId = ctx.user!.companyId!;
    return this.db.tx(tenant(companyId), async (tx) => {
      const current = await this.settings.load(tx, companyId);
      if (!current) throw notConfigured();
      if (requireSso && !(await isLiveCompanyAdmin(tx, companyId, breakGlassUserId)))
        throw new ValidationError([fieldError('break_glass_user_id', localized('sso.error.breakGlass'))]);
      const breakGlass = requireSso ? breakGlassUserId : null;
      await this.append(tx, ctx, companyId, {
        type: 'SsoRequirementChanged',
        data: { requireSso, breakGlassUserId: breakGlass },
      });
      await tx.query(
        'UPDATE sso_settings SET require_sso = $2, break_glass_user_id = $3, updated_at = now() WHERE company_id = $1',
        [companyId, requireSso, breakGlass],
      );
      return (await this.settings.load(tx, companyId))!;
    });
  }

  async remove(ctx: RequestContext): Promise<void> {
    const companyId = ctx.user!.companyId!;
    await this.db.tx(tenant(companyId), async (tx) => {
      if (!(await this.settings.load(tx, companyId))) throw notConfigured();
      await this.append(tx, ctx, companyId, { type: 'SsoSettingsRemoved', data: {} });
      await this.settings.remove(tx, companyId);
    });
  }

  private append(tx: Tx, ctx: RequestContext, companyId: number, event: SsoSettingsEvent) {
    return this.store.append(
      tx,
      ssoSettingsStreamId(companyId),
      'any',
      [event],
      eventMetadata(ctx, companyId),
    );
  }
}

function snapshot(row: SsoSettingsWrite): SsoSettingsSnapshot {
  return {
    protocol: row.protocol,
    enabled: row.enabled,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    idpMetadataUrl: row.idp_metadata_url,
    idpEntityId: row.idp_entity_id,
    emailDomains: row.email_domains,
    jitEnabled: row.jit_enabled,
    groupAttribute: row.group_attribute,
    groupPermissions: row.group_permissions,
  };
}

/** Lower-cased, each once; a school's own domains only (no public mail provider). */
function checkedDomains(input: string[]): string[] {
  const domains = [...new Set(input.map((d) => d.trim().toLowerCase().replace(/^@/, '')))].filter(Boolean);
  if (!domains.length)
    throw new ValidationError([fieldError('email_domains', localized('sso.error.domainsRequired'))]);
  const bad = domains.find((d) => !isEmailDomain(d) || FREE_MAIL.has(d));
  if (bad)
    throw new ValidationError([
      fieldError('email_domains', localized('sso.error.domainInvalid', { domain: bad })),
    ]);
  return domains.sort();
}

function checkMapping(mapping: Record<string, number[]>): void {
  for (const [group, permissions] of Object.entries(mapping))
    if (!group.trim() || permissions.some((p) => !(ALL_PERMISSIONS as readonly number[]).includes(p)))
      throw new ValidationError([fieldError('group_permissions', localized('sso.error.mappingInvalid'))]);
}

async function isLiveCompanyAdmin(tx: Tx, companyId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const { rowCount } = await tx.query(
    'SELECT 1 FROM users WHERE id = $1 AND company_id = $2 AND user_type = 2 AND deleted_at IS NULL AND NOT disabled',
    [userId, companyId],
  );
  return rowCount === 1;
}

export const notConfigured = () => new DomainError('NOT_FOUND', localized('sso.error.notConfigured'), 404);
