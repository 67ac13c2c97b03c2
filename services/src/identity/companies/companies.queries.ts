import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PageMeta } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import { CompaniesReadModel, CompanyView } from './companies.read-model';

/** One page of the live companies, for the super admin (search by name or id). */
export class ListCompanies extends Query<{ data: CompanyView[]; meta: PageMeta }> {
  constructor(readonly query: PagingQuery) {
    super();
  }
}

@QueryHandler(ListCompanies)
export class ListCompaniesHandler implements IQueryHandler<ListCompanies> {
  constructor(private readonly companies: CompaniesReadModel) {}

  execute({ query }: ListCompanies) {
    return this.companies.list(query);
  }
}

/** One live company (a deleted or missing one is NotFoundError). */
export class GetCompany extends Query<CompanyView> {
  constructor(readonly companyId: number) {
    super();
  }
}

@QueryHandler(GetCompany)
export class GetCompanyHandler implements IQueryHandler<GetCompany> {
  constructor(private readonly companies: CompaniesReadModel) {}

  execute({ companyId }: GetCompany) {
    return this.companies.get(companyId);
  }
}
