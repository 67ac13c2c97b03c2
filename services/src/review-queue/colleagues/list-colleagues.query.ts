import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { listCompanyStaff } from '../../identity/users/company-staff.public';
import type { ReviewColleagueResponse } from '../review-item.response.dto';
import { mayDecide } from '../who-may-decide';

/**
 * The colleagues an item may be given to, each with what they may decide (the same rule the assign
 * route applies), so the console lists for an item only those the server would accept.
 */
export class ListReviewColleagues extends Query<ReviewColleagueResponse[]> {
  constructor(readonly user: AuthUser) {
    super();
  }
}

@QueryHandler(ListReviewColleagues)
export class ListReviewColleaguesHandler implements IQueryHandler<ListReviewColleagues> {
  constructor(private readonly db: Database) {}

  async execute({ user }: ListReviewColleagues): Promise<ReviewColleagueResponse[]> {
    const companyId = user.companyId!;
    const staff = await this.db.tx(tenant(companyId), (tx) => listCompanyStaff(tx, companyId));
    return staff.map((member) => {
      const decides = (kind: string, formType: string | null = null, escalated = false) =>
        mayDecide(member, { kind, formType, escalated });
      return {
        id: member.id,
        name: member.name,
        may_decide: {
          idv_admissions: decides('idv_check', 'ADMISSIONS'),
          idv_financial_aid: decides('idv_check', 'FINANCIAL_AID'),
          watchlist: decides('watchlist'),
          high_risk: decides('high_risk'),
          escalated: decides('high_risk', null, true),
        },
      };
    });
  }
}
