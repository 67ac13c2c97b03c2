import type { Tx } from '../../shared/database/database';
import type { EventMetadata } from '../../shared/domain/event';
import type { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { companyDecider, deleteCompany } from './company.decider';
import { companyStreamId } from './company.events';

/**
 * What privacy's offboarding asks of identity (docs/privacy.md, "Offboarding"): the live company's
 * name (to match the super admin's typed confirmation), and the company closed in the same
 * transaction as its erasure (CompanyDeleted: its users are disabled, its sign-ins end).
 */
export async function liveCompanyName(tx: Tx, companyId: number): Promise<string | null> {
  const { rows } = await tx.query<{ name: string }>(
    'SELECT name FROM companies WHERE id = $1 AND deleted_at IS NULL',
    [companyId],
  );
  return rows[0]?.name ?? null;
}

export async function closeOffboardedCompany(
  store: EventStore,
  tx: Tx,
  companyId: number,
  metadata: EventMetadata,
): Promise<void> {
  await decideAndAppend(store, tx, companyStreamId(companyId), companyDecider, deleteCompany, metadata);
}
