import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import { CompanyStaff } from '../shared/auth/access-policy.decorator';
import type { RequestContext } from '../shared/auth/auth-user';
import { ok, page } from '../shared/http/api-response';
import { ApiData, ApiErrors } from '../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../shared/http/openapi/list-query.decorator';
import { Ctx } from '../shared/http/request-context.decorator';
import { localized } from '../shared/i18n';
import { ListReviewQueue, REVIEW_QUEUE_SORTABLE } from './list-queue/list-review-queue.query';
import { FORM_TYPES, STATUSES, type ReviewQueueQuery } from './list-queue/review-queue-filter';
import { ListReviewColleagues } from './colleagues/list-colleagues.query';
import { reviewItemResponse } from './review-item.response';
import {
  ReviewColleagueResponse,
  ReviewItemResponse,
  ReviewQueuePageMetaResponse,
} from './review-item.response.dto';
import { AssignReviewItemRequest, DecideApprovalRequest, DecideReviewItemRequest } from './review-queue.dto';
import { DecideApproval } from './approvals/decide-approval.command';
import { AGE_BUCKETS } from './backlog/backlog-buckets';
import { GetReviewBacklog } from './backlog/review-backlog.query';
import { ReviewBacklogResponse } from './backlog/review-backlog.response.dto';
import { REVIEW_KINDS } from './review-queue.events';
import { AssignItem, ClaimNextItem, ReleaseItem } from './work-items/assignment.commands';
import { DecideItem } from './work-items/decide-item.command';

/**
 * One work queue for staff (docs/review-queue.md). Any company staff member sees the queue; taking,
 * giving, releasing and deciding an item are checked against the item's kind in the handlers.
 */
@Controller('api/review-queue')
@CompanyStaff()
export class ReviewQueueController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiListQuery({ sort: Object.keys(REVIEW_QUEUE_SORTABLE) })
  @ApiQuery({ name: 'kind', required: false, schema: { type: 'string', enum: [...REVIEW_KINDS] } })
  @ApiQuery({
    name: 'assignee',
    required: false,
    schema: { type: 'string' },
    description: '`unassigned`, `mine` or a user id.',
  })
  @ApiQuery({ name: 'form_type', required: false, schema: { type: 'string', enum: [...FORM_TYPES] } })
  @ApiQuery({
    name: 'session',
    required: false,
    schema: { type: 'string', format: 'uuid' },
    description: 'One applicant: the items of this session uuid.',
  })
  @ApiQuery({
    name: 'age',
    required: false,
    schema: { type: 'string', enum: [...AGE_BUCKETS] },
    description: 'Open for under a day, 1–3, 3–7 or over 7 days at `as_of` (the backlog chart).',
  })
  @ApiQuery({
    name: 'as_of',
    required: false,
    schema: { type: 'string', format: 'date-time' },
    description: 'The instant `age` is counted at (default now): the backlog answer’s `as_of`.',
  })
  @ApiQuery({
    name: 'status',
    required: false,
    schema: { type: 'string', enum: [...STATUSES], default: 'open' },
  })
  @ApiData(ReviewItemResponse, { paged: true, meta: ReviewQueuePageMetaResponse })
  async list(@Query() query: ReviewQueueQuery, @Ctx() ctx: RequestContext) {
    const { rows, meta } = await this.queries.execute(new ListReviewQueue(ctx.user!, query));
    return page(
      rows.map((row) => reviewItemResponse(row, ctx.user!)),
      meta,
    );
  }

  /** Open items by age bucket and kind (the dashboard's backlog chart), counted at `as_of`. */
  @Get('backlog')
  @ApiData(ReviewBacklogResponse)
  async backlog(@Ctx() ctx: RequestContext) {
    return ok(await this.queries.execute(new GetReviewBacklog(ctx.user!.companyId!)));
  }

  /** The company's staff, each with the kinds of item they may take and decide (for "assign to"). */
  @Get('colleagues')
  @ApiData(ReviewColleagueResponse, { isArray: true })
  async colleagues(@Ctx() ctx: RequestContext) {
    return ok(await this.queries.execute(new ListReviewColleagues(ctx.user!)));
  }

  /** "Next item": the oldest unassigned open item the caller may decide, now theirs; `data` null when none. */
  @Post('next')
  @HttpCode(200)
  @ApiData(ReviewItemResponse, { nullable: true })
  @ApiErrors(403)
  async next(@Ctx() ctx: RequestContext) {
    const row = await this.commands.execute(new ClaimNextItem(ctx));
    return row
      ? ok(reviewItemResponse(row, ctx.user!), localized('reviewQueue.claimed'))
      : ok(null, localized('reviewQueue.nothingToClaim'));
  }

  @Post(':id/assign')
  @HttpCode(200)
  @ApiData(ReviewItemResponse)
  @ApiErrors(403, 404, [409, 'REVIEW.NOT_OPEN.'])
  async assign(@Param('id') id: string, @Body() body: AssignReviewItemRequest, @Ctx() ctx: RequestContext) {
    const row = await this.commands.execute(new AssignItem(ctx, id, body.user_id ?? null));
    return ok(reviewItemResponse(row, ctx.user!), localized('reviewQueue.assigned'));
  }

  @Post(':id/release')
  @HttpCode(200)
  @ApiData(ReviewItemResponse)
  @ApiErrors(403, 404, [409, 'REVIEW.NOT_OPEN, REVIEW.NOT_ASSIGNED.'])
  async release(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    const row = await this.commands.execute(new ReleaseItem(ctx, id));
    return ok(reviewItemResponse(row, ctx.user!), localized('reviewQueue.released'));
  }

  /** The outcome of a high-risk item, with a note (escalate: it stays open for a company admin). */
  @Post(':id/decide')
  @HttpCode(200)
  @ApiData(ReviewItemResponse)
  @ApiErrors(403, 404, 422, [409, 'REVIEW.NOT_OPEN, REVIEW.NOT_DECIDED_HERE.'])
  async decide(@Param('id') id: string, @Body() body: DecideReviewItemRequest, @Ctx() ctx: RequestContext) {
    const row = await this.commands.execute(new DecideItem(ctx, id, body.outcome, body.note));
    return ok(reviewItemResponse(row, ctx.user!), localized('reviewQueue.decided'));
  }

  /** Four-eyes: a second staff member with the same permission applies the requested decision. */
  @Post(':id/approve')
  @HttpCode(200)
  @ApiData(ReviewItemResponse)
  @ApiErrors(403, 404, 422, [409, 'REVIEW.NOT_OPEN, REVIEW.NOT_AN_APPROVAL.'])
  async approve(@Param('id') id: string, @Body() body: DecideApprovalRequest, @Ctx() ctx: RequestContext) {
    const row = await this.commands.execute(new DecideApproval(ctx, id, true, body.note ?? ''));
    return ok(reviewItemResponse(row, ctx.user!), localized('reviewQueue.approved'));
  }

  /** Four-eyes: the request is turned down (a note is required); nothing else changes. */
  @Post(':id/reject')
  @HttpCode(200)
  @ApiData(ReviewItemResponse)
  @ApiErrors(403, 404, 422, [409, 'REVIEW.NOT_OPEN, REVIEW.NOT_AN_APPROVAL.'])
  async reject(@Param('id') id: string, @Body() body: DecideApprovalRequest, @Ctx() ctx: RequestContext) {
    const row = await this.commands.execute(new DecideApproval(ctx, id, false, body.note ?? ''));
    return ok(reviewItemResponse(row, ctx.user!), localized('reviewQueue.rejected'));
  }
}
