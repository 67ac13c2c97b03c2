import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PageMeta } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import { CompanyUsersReadModel } from '../users/company-users.read-model';
import { StaffView, staffView } from '../users/user-views';

/** One page of the company's staff users (type 3), for its admin. */
export class ListStaff extends Query<{ data: StaffView[]; meta: PageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: PagingQuery,
  ) {
    super();
  }
}

@QueryHandler(ListStaff)
export class ListStaffHandler implements IQueryHandler<ListStaff> {
  constructor(private readonly users: CompanyUsersReadModel) {}

  async execute({ companyId, query }: ListStaff) {
    const { rows, meta } = await this.users.list(companyId, 3, query, [10, 25, 50, 100]);
    return { data: rows.map(staffView), meta };
  }
}
