import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM, tenant, Tx } from '../../shared/database/database';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { EventStore } from '../../shared/event-store/event-store';
import { UserAccounts } from '../users/user-accounts';
import { UserRow } from '../users/user-views';
import { SsoSettingsRow } from './sso-settings.store';
import { SsoRefusalReason, SsoSignInEvent, ssoSignInStreamId } from './sso.events';
import { SessionGrant } from '../auth/session-grant';
import { SessionVerifier } from '../../shared/auth/session-verifier';
import { emailDomain } from './sso-domains';
import { changePermissions } from '../users/user.decider';

/** Who the IdP says signed in, after the protocol's own checks passed. */
export interface IdpIdentity {
  email: string;
  groups: string[];
  firstName?: string;
  lastName?: string;
}

export type SsoResolution =
  { ok: true; login: Record<string, unknown> } | { ok: false; reason: SsoRefusalReason };

type Account = UserRow & { token_version: number };

/**
 * Turns an identity the IdP vouched for into a session of that company's user, or a refusal. The
 * user is matched by e-mail inside the company the sign-in started for, never another: an address
 * that belongs to another company (or to the super admin) is refused. A disabled user stays refused
 * whatever the IdP says. Every outcome is a security event on `sso-sign-in-<company>`, in the same
 * transaction as the account it creates, if any.
 */
@Injectable()
export class SsoAccounts {
  private readonly logger = new Logger('SingleSignOn');

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly accounts: UserAccounts,
    private readonly grant: SessionGrant,
    private readonly sessions: SessionVerifier,
  ) {}

  async resolve(
    settings: SsoSettingsRow,
    identity: IdpIdentity,
    ctx: RequestContext,
  ): Promise<SsoResolution> {
    const companyId = Number(settings.company_id);
    const protocol = settings.protocol;
    const domain = emailDomain(identity.email);
    if (!domain || !settings.email_domains.includes(domain))
      return this.refuse(companyId, protocol, 'domain', null, ctx);
    const user = await this.db.tx(SYSTEM, async (tx) => {
      const { rows } = await tx.query<Account>(
        `SELECT u.* FROM users u LEFT JOIN companies c ON c.id = u.company_id
          WHERE lower(u.email) = lower($1) AND u.deleted_at IS NULL AND (u.company_id IS NULL OR c.deleted_at IS NULL)`,
        [identity.email],
      );
      return rows[0] ?? null;
    });
    if (user && Number(user.company_id) !== companyId)
      return this.refuse(companyId, protocol, 'other-company', null, ctx);
    if (user?.disabled) return this.refuse(companyId, protocol, 'disabled', Number(user.id), ctx);
    if (user) {
      const remapped = await this.db.tx(tenant(companyId), async (tx) => {
        const current = await this.remapJitPermissions(tx, settings, user, identity.groups, ctx);
        if (current === 'no-group') return current;
        await this.append(
          tx,
          companyId,
          { type: 'SsoSignInSucceeded', data: { protocol, userId: Number(user.id), created: false } },
          ctx,
        );
        return current;
      });
      if (remapped === 'no-group') return this.refuse(companyId, protocol, 'no-group', Number(user.id), ctx);
      return { ok: true, login: await this.signedIn(remapped, ctx) };
    }
    if (!settings.jit_enabled) return this.refuse(companyId, protocol, 'unknown-user', null, ctx);
    const permissions = permissionsOf(settings.group_permissions, identity.groups);
    if (!permissions) return this.refuse(companyId, protocol, 'no-group', null, ctx);
    const created = await this.db.tx(tenant(companyId), async (tx) => {
      const userId = await this.createUser(tx, companyId, identity, permissions, ctx);
      await this.append(
        tx,
        companyId,
        { type: 'SsoSignInSucceeded', data: { protocol, userId, created: true } },
        ctx,
      );
      return (await tx.query<Account>('SELECT * FROM users WHERE id = $1', [userId])).rows[0];
    });
    return { ok: true, login: await this.signedIn(created, ctx) };
  }

  /**
   * The session, granted like every sign-in's (auth/session-grant.ts) and answered once its row is
   * committed: the SSO routes send their answers themselves (redirects), and a failed write is theirs to answer.
   */
  private async signedIn(user: Account, ctx: RequestContext) {
    const login = this.grant.grant(user, 'sso', ctx);
    await this.sessions.settled();
    return login;
  }

  /**
   * A user this company's single sign-on created (JIT) takes the permissions its IdP groups map to at
   * every sign-in, not only the first: the IdP stays the source of truth, so a group removed there
   * takes the access away here (a user left in no mapped group is refused, nothing changed). A change
   * is a `UserPermissionsChanged` event in the user's history. Users created here by an admin keep the
   * permissions the admin gave; so does everyone while JIT creation is off.
   */
  private async remapJitPermissions(
    tx: Tx,
    settings: SsoSettingsRow,
    user: Account,
    groups: string[],
    ctx: RequestContext,
  ): Promise<Account | 'no-group'> {
    if (!settings.jit_enabled || Number(user.user_type) !== 3) return user;
    const { rowCount } = await tx.query(
      `SELECT 1 FROM events WHERE stream_id = $1 AND type = 'SsoSignInSucceeded'
          AND data->>'userId' = $2 AND (data->>'created')::boolean LIMIT 1`,
      [ssoSignInStreamId(Number(settings.company_id)), String(user.id)],
    );
    if (!rowCount) return user;
    const permissions = permissionsOf(settings.group_permissions, groups);
    if (!permissions) return 'no-group';
    const companyId = Number(settings.company_id);
    await this.accounts.decide(
      tx,
      Number(user.id),
      (state) => changePermissions(state, permissions),
      eventMetadata(ctx, companyId),
    );
    return (await tx.query<Account>('SELECT * FROM users WHERE id = $1', [user.id])).rows[0];
  }

  /** A refusal before or after the IdP's answer was read; nothing but the security event is written. */
  async refuse(
    companyId: number,
    protocol: 'oidc' | 'saml',
    reason: SsoRefusalReason,
    userId: number | null,
    ctx: RequestContext,
  ): Promise<SsoResolution> {
    this.logger.warn(`single sign-on refused for company ${companyId} (${protocol}): ${reason}`);
    await this.record(companyId, { type: 'SsoSignInRefused', data: { protocol, reason, userId } }, ctx);
    return { ok: false, reason };
  }

  private async createUser(
    tx: Tx,
    companyId: number,
    identity: IdpIdentity,
    permissions: number[],
    ctx: RequestContext,
  ) {
    // Signs in only through the IdP: the password is random, never shown, and meets any policy.
    const password = `${randomBytes(24).toString('base64url')}aA1!`;
    return this.accounts.register(
      tx,
      {
        companyId,
        userType: 3,
        firstName: identity.firstName?.trim() || identity.email.split('@')[0],
        lastName: identity.lastName?.trim() ?? '',
        email: identity.email,
        password,
        permissions,
        mustChangePassword: false,
      },
      eventMetadata(ctx, companyId),
    );
  }

  private record(companyId: number, event: SsoSignInEvent, ctx: RequestContext) {
    return this.db.tx(tenant(companyId), (tx) => this.append(tx, companyId, event, ctx));
  }

  private async append(tx: Tx, companyId: number, event: SsoSignInEvent, ctx: RequestContext) {
    await this.store.append(tx, ssoSignInStreamId(companyId), 'any', [event], eventMetadata(ctx, companyId));
  }
}

/** The union of the permissions the user's groups map to; null when no group of theirs is mapped. */
export function permissionsOf(mapping: Record<string, number[]>, groups: string[]): number[] | null {
  const matched = groups.filter((g) => Object.hasOwn(mapping, g));
  if (!matched.length) return null;
  return [...new Set(matched.flatMap((g) => mapping[g]))].sort((a, b) => a - b);
}
