import { Controller, Get, Query } from '@nestjs/common';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { page } from '../../shared/http/api-response';
import { parsePaging } from '../../shared/http/paging';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { todayUtc } from '../../shared/period/reporting-period';
import { idvListRow } from '../get-idv/idv-record.response';
import { IdvView } from '../read-models/idv-view';
import { IDV_SORTABLE, IdvQuery, idvFilter } from './idv-filters';

/** Spec section 7 `GET /api/getSessionsIdv`: filtered, sorted and paged in PostgreSQL. */
@Controller('api/getSessionsIdv')
export class ListIdvController {
  constructor(private readonly db: Database) {}

  @Get()
  @CompanyStaff()
  async list(@Query() query: IdvQuery, @CurrentUser() user: AuthUser) {
    const companyId = user.companyId!;
    const paging = parsePaging(
      query as Record<string, string>,
      IDV_SORTABLE,
      'created_at',
      [25, 50, 100],
      'r.id',
    );
    // Default newest first; an explicit sort keeps rows without a value (pending results) at the end.
    const direction = String(query.order ?? 'asc').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    const order = query.sort
      ? `${IDV_SORTABLE[query.sort as string]} ${direction} NULLS LAST, r.id ${direction}`
      : 'r.created_at DESC, r.id DESC';
    const filter = idvFilter(query, companyId, todayUtc());
    return this.db.tx(tenant(companyId), async (tx) => {
      const rows = (
        await tx.query<{ view: IdvView }>(
          `SELECT r.view FROM idv_records r WHERE ${filter.where}
        ORDER BY ${order} LIMIT ${paging.limit} OFFSET ${paging.offset}`,
          filter.params,
        )
      ).rows;
      const total = Number(
        (await tx.query(`SELECT count(*) AS n FROM idv_records r WHERE ${filter.where}`, filter.params))
          .rows[0].n,
      );
      return page(
        rows.map((r) => idvListRow(r.view)),
        { total, page: paging.page, limit: paging.limit },
      );
    });
  }
}
