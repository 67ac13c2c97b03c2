import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { page } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language } from '../../shared/i18n';
import { idvListRow } from '../get-idv/idv-record.response';
import { IdvQuery } from './idv-filters';
import { ListIdv } from './list-idv.query';
import { ApiData } from '../../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../../shared/http/openapi/list-query.decorator';
import { IdvRowResponse } from './idv-row.response.dto';
import { IDV_FILTER, IDV_SORTABLE } from './idv-filters';

import { RecordsAccess, loggableFilter } from '../../access-log/records-access.public';
/** Spec section 7 `GET /api/getSessionsIdv`: filtered, sorted and paged in PostgreSQL. */
@Controller('api/getSessionsIdv')
export class ListIdvController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiListQuery({ sort: Object.keys(IDV_SORTABLE), filter: IDV_FILTER })
  @ApiData(IdvRowResponse, { paged: true })
  @CompanyStaff()
  @RecordsAccess('idv.list', { fromAnswer: true, detail: (r) => ({ filter: loggableFilter(r.query) }) })
  async list(@Query() query: IdvQuery, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const { views, meta } = await this.queries.execute(new ListIdv(user.companyId!, query));
    return page(
      views.map((view) => idvListRow(view, language)),
      meta,
    );
  }
}
