import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { ReviewMatch } from './review-match.command';
import { ReviewMatchRequest } from './review-match.dto';
import { Lang, type Language, localized } from '../../shared/i18n';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { WatchlistResultResponse } from '../read-models/watchlist-result.response.dto';

@Controller('api/watchlist')
@CompanyStaff()
export class ReviewMatchController {
  constructor(private readonly commands: CommandBus) {}

  /** Answers with the updated result, so the console shows the decision at once. */
  @Post(':uuid/matches/:entryId/review')
  @ApiData(WatchlistResultResponse, { description: 'The updated screening result.' })
  @ApiData(WatchlistResultResponse, {
    status: 202,
    description:
      'Four-eyes (a company setting): clearing a confirmed match waits for a colleague’s approval.',
  })
  @ApiErrors(404, 409)
  @HttpCode(200)
  async review(
    @Param('uuid', ParseUUIDPipe) uuid: string,
    @Param('entryId') entryId: string,
    @Body() body: ReviewMatchRequest,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, pendingApproval } = await this.commands.execute(
      new ReviewMatch(ctx, ctx.user!.companyId!, uuid, entryId, body.decision, body.reason, language),
    );
    // Four-eyes: clearing a confirmed match waits for a colleague's approval (202, result unchanged).
    if (pendingApproval) reply.status(202);
    return ok<WatchlistResultResponse | null>(
      view,
      localized(pendingApproval ? 'fourEyes.sentForApproval' : 'message.reviewRecorded'),
    );
  }
}
