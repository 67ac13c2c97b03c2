import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { ScreenSubject } from './screen-subject.command';
import { ScreenSubjectRequest } from './screen-subject.dto';
import { GetWatchlistResult } from './watchlist-result.query';
import { Lang, type Language } from '../../shared/i18n';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { WatchlistResultResponse } from '../read-models/watchlist-result.response.dto';
import { RecordsAccess } from '../../access-log/records-access.public';

/**
 * SPEC §7: the Watchlist tab. POST screens the session's person now; GET returns the latest result
 * (data null when the session was never screened, so the tab shows "Check global watchlist").
 */
@Controller('omni/watchlist-result')
@CompanyStaff()
export class WatchlistResultController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiData(WatchlistResultResponse, {
    nullable: true,
    description: 'The screening result; null when no list is loaded yet (not checked).',
  })
  @ApiErrors(404, [503, 'WATCHLIST.UNAVAILABLE.'])
  @HttpCode(200)
  async screen(@Body() body: ScreenSubjectRequest, @Ctx() ctx: RequestContext, @Lang() language: Language) {
    return ok<WatchlistResultResponse | null>(
      await this.commands.execute(new ScreenSubject(ctx, ctx.user!.companyId!, body.uuid, language)),
    );
  }

  @Get(':uuid')
  @ApiData(WatchlistResultResponse, {
    nullable: true,
    description: 'The latest screening result; null when the subject was not screened.',
  })
  @ApiErrors(404)
  @RecordsAccess('watchlist.result', { param: 'uuid' })
  async latest(
    @Param('uuid', ParseUUIDPipe) uuid: string,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
  ) {
    return ok<WatchlistResultResponse | null>(
      await this.queries.execute(new GetWatchlistResult(ctx.user!.companyId!, uuid, language)),
    );
  }
}
