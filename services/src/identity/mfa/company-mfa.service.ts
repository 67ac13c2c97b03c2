import { Injectable } from '@nestjs/common';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM, Tx, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { recordMfa } from './mfa-account';
import { MfaFactors } from './mfa-factors';
import { companyMfaPolicy, setCompanyMfaPolicy } from './mfa-policy';
import { MfaFactorKind, MfaPolicy } from './mfa.events';
import { SignInSessionTermination } from '../sign-in-sessions/end-all-sessions';

interface StaffFactorsRow {
  id: string;
  name: string;
  email: string;
  user_type: 2 | 3;
  kinds: MfaFactorKind[];
}

/**
 * A company's multi-factor settings: its policy (changed by the super admin, shown to the company
 * admin) and who of its staff has which factors, with the admin's reset for someone who lost theirs.
 */
@Injectable()
export class CompanyMfa {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly sessions: SignInSessionTermination,
  ) {}

  /** The company admin's view; the tenant's own transaction, so row-level security holds it to the company. */
  overview(companyId: number) {
    return this.db.tx(tenant(companyId), async (tx) => {
      const { rows } = await tx.query<StaffFactorsRow>(
        `SELECT u.id, u.name, u.email, u.user_type,
                COALESCE(array_agg(DISTINCT f.kind) FILTER (WHERE f.kind IS NOT NULL), '{}') AS kinds
           FROM users u
           LEFT JOIN mfa_factors f ON f.user_id = u.id AND f.confirmed_at IS NOT NULL
          WHERE u.company_id = $1 AND u.deleted_at IS NULL
          GROUP BY u.id ORDER BY u.name, u.id`,
        [companyId],
      );
      return {
        policy: await companyMfaPolicy(tx, companyId),
        staff: rows.map((r) => ({
          id: Number(r.id),
          name: r.name,
          email: r.email,
          user_type: r.user_type,
          factors: r.kinds,
        })),
      };
    });
  }

  /**
   * Every factor and recovery code of one of the company's users goes, and with them every session
   * the user has open (whoever held the lost phone is signed out); the user enrols again at sign-in.
   */
  async reset(ctx: RequestContext, companyId: number, userId: number): Promise<void> {
    const ended = await this.db.tx(tenant(companyId), async (tx) => {
      const user = await tx.query(
        'SELECT 1 FROM users WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL',
        [userId, companyId],
      );
      if (!user.rowCount) throw new NotFoundError('error.notFound.user');
      const factors = await MfaFactors.removeAll(tx, userId);
      await recordMfa(this.store, tx, ctx, { id: userId, companyId }, [
        { type: 'MfaFactorsReset', data: { factors } },
      ]);
      return this.sessions.endAllSessions(userId, 'factors-changed', tx);
    });
    await this.sessions.recordEnded(userId, 'factors-changed', ended, {
      actor: ctx.user ? { id: ctx.user.id, name: ctx.user.name } : undefined,
      ip: ctx.ip,
    });
  }

  /** The super admin's view and change of a live company's policy. */
  policy(companyId: number): Promise<MfaPolicy> {
    return this.db.tx(SYSTEM, async (tx) => {
      await liveCompany(tx, companyId);
      return companyMfaPolicy(tx, companyId);
    });
  }

  setPolicy(ctx: RequestContext, companyId: number, policy: MfaPolicy): Promise<MfaPolicy> {
    return this.db.tx(SYSTEM, async (tx) => {
      await liveCompany(tx, companyId);
      await setCompanyMfaPolicy(this.store, tx, ctx, companyId, policy);
      return policy;
    });
  }
}

async function liveCompany(tx: Tx, companyId: number) {
  const found = await tx.query('SELECT 1 FROM companies WHERE id = $1 AND deleted_at IS NULL', [companyId]);
  if (!found.rowCount) throw new NotFoundError('error.notFound.company');
}
