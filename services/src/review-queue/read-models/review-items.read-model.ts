import { Injectable } from '@nestjs/common';
import type { Tx } from '../../shared/database/database';
import { prepared } from '../../shared/database/prepared';
import { NotFoundError } from '../../shared/domain/domain-error';
import { isUuid } from '../../shared/http/uuid';

export interface ReviewItemRow {
  id: string;
  kind: string;
  session_uuid: string;
  form_type: string | null;
  reason_codes: string[];
  score: string | null;
  status: 'open' | 'closed';
  escalated: boolean;
  assigned_to: string | null;
  assigned_name: string | null;
  assigned_at: Date | null;
  created_at: Date;
  closed_at: Date | null;
  outcome: string | null;
  requested_by: string | null;
}

export const REVIEW_ITEM_COLUMNS = `r.id, r.kind, r.session_uuid, r.form_type, r.reason_codes, r.score, r.status, r.escalated,
  r.assigned_to, r.assigned_name, r.assigned_at, r.created_at, r.closed_at, r.outcome, r.requested_by`;

/** The queue's rows, read and locked in the caller's tenant transaction. */
@Injectable()
export class ReviewItemsReadModel {
  /** One item, locked for a change (another tenant's id, or a malformed one, is a 404). */
  async lock(tx: Tx, companyId: number, id: string): Promise<ReviewItemRow> {
    const row = isUuid(id)
      ? (
          await tx.query<ReviewItemRow>(
            prepared(
              `SELECT ${REVIEW_ITEM_COLUMNS} FROM review_items r WHERE r.id = $1 AND r.company_id = $2 FOR UPDATE`,
              [id, companyId],
            ),
          )
        ).rows[0]
      : undefined;
    if (!row) throw new NotFoundError('error.notFound.reviewItem');
    return row;
  }

  async find(tx: Tx, id: string): Promise<ReviewItemRow> {
    return (
      await tx.query<ReviewItemRow>(
        prepared(`SELECT ${REVIEW_ITEM_COLUMNS} FROM review_items r WHERE r.id = $1`, [id]),
      )
    ).rows[0];
  }
}
