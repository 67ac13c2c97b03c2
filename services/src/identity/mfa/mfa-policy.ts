import { RequestContext } from '../../shared/auth/auth-user';
import { Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { isProduction } from '../../shared/crypto/secrets';
import { MfaPolicy, MfaPolicySet, mfaPolicyStreamId } from './mfa.events';

export const MFA_POLICIES: readonly MfaPolicy[] = ['required', 'offered'];

export function isMfaPolicy(value: unknown): value is MfaPolicy {
  return MFA_POLICIES.includes(value as MfaPolicy);
}

/**
 * The policy a new company starts with: MFA_DEFAULT, else `required` (GLBA Safeguards Rule, 16 CFR
 * 314.4(c)(5)); a demo (DEMO=1) starts `offered` so its documented one-step sign-in keeps working.
 * Read when a company is created, so changing MFA_DEFAULT later changes no existing company.
 */
export function mfaDefault(env: NodeJS.ProcessEnv = process.env): MfaPolicy {
  if (isMfaPolicy(env.MFA_DEFAULT)) return env.MFA_DEFAULT;
  if (env.MFA_DEFAULT)
    throw new Error(`MFA_DEFAULT must be 'required' or 'offered', not '${env.MFA_DEFAULT}'`);
  return env.DEMO === '1' || env.DEMO === 'true' ? 'offered' : 'required';
}

/** A company's policy; a company created before multi-factor existed has no row and is `offered`. */
export async function companyMfaPolicy(tx: Tx, companyId: number): Promise<MfaPolicy> {
  const row = (
    await tx.query<{ policy: MfaPolicy }>('SELECT policy FROM company_mfa_policies WHERE company_id = $1', [
      companyId,
    ])
  ).rows[0];
  return row?.policy ?? 'offered';
}

/**
 * Whether this account must pass a second step even without a factor (and so enrol first): a
 * company's staff when their company requires it, the super admin when the product runs in production.
 */
export async function mfaRequiredFor(
  tx: Tx,
  user: { companyId: number | null; userType: number },
): Promise<boolean> {
  if (user.companyId === null) return isProduction();
  return (await companyMfaPolicy(tx, user.companyId)) === 'required';
}

/** Sets a company's policy: the event and the row in one transaction; no event when nothing changes. */
export async function setCompanyMfaPolicy(
  store: EventStore,
  tx: Tx,
  ctx: RequestContext,
  companyId: number,
  policy: MfaPolicy,
): Promise<void> {
  const previous =
    (
      await tx.query<{ policy: MfaPolicy }>(
        'SELECT policy FROM company_mfa_policies WHERE company_id = $1 FOR UPDATE',
        [companyId],
      )
    ).rows[0]?.policy ?? null;
  if (previous === policy) return;
  const event: MfaPolicySet = { type: 'MfaPolicySet', data: { policy, previous } };
  await store.append(tx, mfaPolicyStreamId(companyId), 'any', [event], eventMetadata(ctx, companyId));
  await tx.query(
    `INSERT INTO company_mfa_policies (company_id, policy) VALUES ($1, $2)
     ON CONFLICT (company_id) DO UPDATE SET policy = EXCLUDED.policy, changed_at = now()`,
    [companyId, policy],
  );
}
