import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import type { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { ReviewHistoryEntryResponse } from '../review-history.response.dto';
import { AddApplicantNoteRequest } from '../review-queue.dto';
import { AddApplicantNote } from './add-note.command';
import { GetApplicantReviewHistory } from './applicant-review-history.query';

/** Notes on an applicant and their review history (docs/review-queue.md "Notes and history"). */
@Controller('api/applicants')
@CompanyStaff()
export class ApplicantNotesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get(':uuid/review-history')
  @ApiData(ReviewHistoryEntryResponse, { isArray: true })
  @ApiErrors(404)
  async history(@Param('uuid', ParseUUIDPipe) uuid: string, @Ctx() ctx: RequestContext) {
    return ok(await this.queries.execute(new GetApplicantReviewHistory(ctx.user!.companyId!, uuid)));
  }

  /** Append-only: there is no route to edit or remove a note. */
  @Post(':uuid/notes')
  @ApiData(ReviewHistoryEntryResponse, { status: 201 })
  @ApiErrors(403, 404, 422)
  async add(
    @Param('uuid', ParseUUIDPipe) uuid: string,
    @Body() body: AddApplicantNoteRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const added = await this.commands.execute(new AddApplicantNote(ctx, uuid, body.note));
    return ok<ReviewHistoryEntryResponse>(
      {
        type: 'note',
        at: added.at,
        by: added.by,
        note: added.note,
        note_erased: false,
        outcome: null,
        kind: null,
        assignee: null,
        codes: [],
      },
      localized('reviewQueue.noteAdded'),
    );
  }
}
