import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '../../shared/domain/domain-error';
import type { PageMeta } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import { CompanyUsersReadModel } from '../users/company-users.read-model';
import { AdminView, adminView } from '../users/user-views';

/** One page of a company's admins (type-2 users), for the super admin; a missing company is 404. */
export class ListCompanyAdmins extends Query<{ data: AdminView[]; meta: PageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: PagingQuery,
  ) {
    super();
  }
}

@QueryHandler(ListCompanyAdmins)
export class ListCompanyAdminsHandler implements IQueryHandler<ListCompanyAdmins> {
  constructor(private readonly users: CompanyUsersReadModel) {}

  async execute({ companyId, query }: ListCompanyAdmins) {
    if (!(await this.users.companyExists(companyId))) throw new NotFoundError('error.notFound.company');
    const { rows, meta } = await this.users.list(companyId, 2, query, [5, 10, 25]);
    return { data: rows.map(adminView), meta };
  }
}

/** One admin of a company (another company's or a staff user is NotFoundError). */
export class GetCompanyAdmin extends Query<AdminView> {
  constructor(
    readonly companyId: number,
    readonly adminId: number,
  ) {
    super();
  }
}

@QueryHandler(GetCompanyAdmin)
export class GetCompanyAdminHandler implements IQueryHandler<GetCompanyAdmin> {
  constructor(private readonly users: CompanyUsersReadModel) {}

  async execute({ companyId, adminId }: GetCompanyAdmin) {
    return adminView(await this.users.get(companyId, 2, adminId));
  }
}
