import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { AnySignedIn, CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok, page } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import { Ctx } from '../../shared/http/request-context.decorator';
import { Lang, type Language } from '../../shared/i18n';
import { WatchlistEngineHolder } from '../watchlist-engine.holder';
import { WatchlistScreeningsReadModel } from './watchlist-screenings.read-model';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import {
  WatchlistFlaggedRowResponse,
  WatchlistHistoryEventResponse,
  WatchlistVersionsResponse,
} from './watchlist-audit.response.dto';

/** Beyond the spec: the audit trail per subject, the rescreen flags, and which list versions are in use. */
@Controller('api/watchlist')
export class WatchlistAuditController {
  constructor(
    private readonly screenings: WatchlistScreeningsReadModel,
    private readonly engines: WatchlistEngineHolder,
  ) {}

  @Get('flagged')
  @ApiData(WatchlistFlaggedRowResponse, { paged: true })
  @CompanyStaff()
  async flagged(@Query() query: PagingQuery, @Ctx() ctx: RequestContext) {
    const { rows, meta } = await this.screenings.flagged(ctx.user!.companyId!, query);
    return page<WatchlistFlaggedRowResponse>(rows, meta);
  }

  /** Lists are public and global; `engine` is what this process screens with right now. */
  @Get('versions')
  @ApiData(WatchlistVersionsResponse, { description: 'The list versions loaded and the one in use.' })
  @AnySignedIn()
  async versions() {
    const loaded = this.engines.current();
    const engine = loaded
      ? {
          key: loaded.key,
          versions: loaded.versions.map((v) => ({ source: v.source, sha256: v.sha256 })),
          threshold: loaded.engine.threshold,
          indexedNames: loaded.engine.indexedNameCount,
          loadedAt: loaded.loadedAt.toISOString(),
        }
      : null;
    return ok<WatchlistVersionsResponse>({ ...(await this.screenings.versions()), engine });
  }

  @Get(':uuid/history')
  @ApiData(WatchlistHistoryEventResponse, { isArray: true })
  @ApiErrors(404)
  @CompanyStaff()
  async history(
    @Param('uuid', ParseUUIDPipe) uuid: string,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
  ) {
    return ok<WatchlistHistoryEventResponse[]>(
      await this.screenings.history(ctx.user!.companyId!, uuid, language),
    );
  }
}
