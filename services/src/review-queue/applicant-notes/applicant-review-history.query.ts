import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
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
      if (!isUuid(sessionUuid) || !(await sessionExists(tx, companyId, sessionUuid)))
        throw new NotFoundError('error.notFound.session');
      return applicantReviewHistory(tx, companyId, sessionUuid);
    });
  }
}
