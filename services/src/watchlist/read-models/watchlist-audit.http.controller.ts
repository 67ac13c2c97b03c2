import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AnySignedIn, CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok, page } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import { Ctx } from '../../shared/http/request-context.decorator';
import { Lang, type Language } from '../../shared/i18n';
import { GetWatchlistHistory, GetWatchlistVersions, ListFlaggedScreenings } from './watchlist-audit.queries';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import {
  WatchlistFlaggedRowResponse,
  WatchlistHistoryEventResponse,
  WatchlistVersionsResponse,
} from './watchlist-audit.response.dto';
import { RecordsAccess, loggableFilter } from '../../access-log/records-access.public';

/** Beyond the spec: the audit trail per subject, the rescreen flags, and which list versions are in use. */
@Controller('api/watchlist')
export class WatchlistAuditController {
  constructor(private readonly queries: QueryBus) {}

  @Get('flagged')
  @ApiData(WatchlistFlaggedRowResponse, { paged: true })
  @CompanyStaff()
  @RecordsAccess('watchlist.flagged', {
    fromAnswer: true,
    detail: (r) => ({ filter: loggableFilter(r.query) }),
  })
  async flagged(@Query() query: PagingQuery, @Ctx() ctx: RequestContext) {
    const { rows, meta } = await this.queries.execute(new ListFlaggedScreenings(ctx.user!.companyId!, query));
    return page<WatchlistFlaggedRowResponse>(rows, meta);
  }

  /** Lists are public and global; `engine` is what this process screens with right now. */
  @Get('versions')
  @ApiData(WatchlistVersionsResponse, { description: 'The list versions loaded and the one in use.' })
  @AnySignedIn()
  async versions() {
    return ok<WatchlistVersionsResponse>(await this.queries.execute(new GetWatchlistVersions()));
  }

  @Get(':uuid/history')
  @ApiData(WatchlistHistoryEventResponse, { isArray: true })
  @ApiErrors(404)
  @CompanyStaff()
  @RecordsAccess('watchlist.history', { param: 'uuid' })
  async history(
    @Param('uuid', ParseUUIDPipe) uuid: string,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
  ) {
    return ok<WatchlistHistoryEventResponse[]>(
      await this.queries.execute(new GetWatchlistHistory(ctx.user!.companyId!, uuid, language)),
    );
  }
}
