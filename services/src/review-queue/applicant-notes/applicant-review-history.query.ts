import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant, type Tx } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { isUuid } from '../../shared/http/uuid';
import { sessionExists } from '../../sessions/session-records.public';
import { applicantReviewHistory } from '../applicant-review-history.public';
import type { ReviewHistoryEntryResponse } from '../review-history.response.dto';

/**
 * An applicant's review history, oldest first: the notes staff added, the decisions on their
 * high-risk findings (with the note), and who took, was given or released each of their items.
 */
export class GetApplicantReviewHistory extends Query<ReviewHistoryEntryResponse[]> {
  constructor(
    readonly companyId: number,
    readonly sessionUuid: string,
  ) {
    super();
  }
}

@QueryHandler(GetApplicantReviewHistory)
export class GetApplicantReviewHistoryHandler implements IQueryHandler<GetApplicantReviewHistory> {
  constructor(private readonly db: Database) {}

  execute({ companyId, sessionUuid }: GetApplicantReviewHistory): Promise<ReviewHistoryEntryResponse[]> {
    return this.db.tx(tenant(companyId), async (tx) => {
      // A remote IDV's subject is no session, but its items are the company's: their history is readable.
      if (
        !isUuid(sessionUuid) ||
        !((await sessionExists(tx, companyId, sessionUuid)) || (await hasItems(tx, companyId, sessionUuid)))
      )
        throw new NotFoundError('error.notFound.session');
      return applicantReviewHistory(tx, companyId, sessionUuid);
    });
  }
}

async function hasItems(tx: Tx, companyId: number, sessionUuid: string): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM review_items WHERE company_id = $1 AND session_uuid = $2 LIMIT 1',
    [companyId, sessionUuid],
  );
  return rows.length > 0;
}
