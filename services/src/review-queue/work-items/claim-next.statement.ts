import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../../shared/domain/event';
import { prepared, type Statement } from '../../shared/database/prepared';
import { REVIEW_ITEM_COLUMNS } from '../read-models/review-items.read-model';
import type { ReviewerRef } from '../review-queue.events';
import { decidableValues, type Decider } from '../who-may-decide';

/**
 * "Next item" as one statement (migration 095, review_claim_next): the oldest unassigned open item
 * `user` may decide, claimed for `me` with its ReviewItemAssigned event, or no row when none waits.
 * Apart from the handler so that the benchmark's PROFILE=1 explains exactly this.
 */
export function claimNextStatement(
  companyId: number,
  user: Decider,
  me: ReviewerRef,
  metadata: EventMetadata,
  event = { id: randomUUID(), at: new Date().toISOString() },
): Statement {
  const may = decidableValues(user);
  return prepared(
    `SELECT ${REVIEW_ITEM_COLUMNS} FROM review_claim_next($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) r`,
    [
      companyId,
      may.admin,
      may.forms,
      may.watchlist,
      may.highRisk,
      me.id,
      me.name,
      event.id,
      event.at,
      JSON.stringify(metadata),
    ],
  );
}

/** One staff member's "Next item", as the batch takes it. */
export interface ClaimRequest {
  user: Decider;
  me: ReviewerRef;
  metadata: EventMetadata;
}

/**
 * Several staff members' "Next item" in one statement (migration 099, review_claim_batch), taken in
 * the order given: a row per claim that found an item, `claim` its index in `claims` from 1.
 */
export function claimBatchStatement(companyId: number, claims: readonly ClaimRequest[]): Statement {
  const may = claims.map((c) => decidableValues(c.user));
  const at = new Date().toISOString();
  return prepared(
    `SELECT b.claim, ${REVIEW_ITEM_COLUMNS}
       FROM review_claim_batch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) b, LATERAL (SELECT (b.item).*) r`,
    [
      companyId,
      may.map((m) => m.admin),
      may.map((m) => m.forms.join(',')),
      may.map((m) => m.watchlist),
      may.map((m) => m.highRisk),
      claims.map((c) => c.me.id),
      claims.map((c) => c.me.name),
      claims.map(() => randomUUID()),
      claims.map(() => at),
      claims.map((c) => JSON.stringify(c.metadata)),
    ],
  );
}
