import { Module } from '@nestjs/common';
import { ApplicantNotesController } from './applicant-notes/applicant-notes.http.controller';
import { AddApplicantNoteHandler } from './applicant-notes/add-note.command';
import { GetApplicantReviewHistoryHandler } from './applicant-notes/applicant-review-history.query';
import { ListReviewColleaguesHandler } from './colleagues/list-colleagues.query';
import { ListReviewQueueHandler } from './list-queue/list-review-queue.query';
import { ReviewItemsReadModel } from './read-models/review-items.read-model';
import { ReviewQueueController } from './review-queue.http.controller';
import {
  AssignItemHandler,
  ClaimNextItemHandler,
  ReleaseItemHandler,
} from './work-items/assignment.commands';
import { ClaimBatcher } from './work-items/claim-batcher';
import { DecideItemHandler } from './work-items/decide-item.command';
import { DecideApprovalHandler } from './approvals/decide-approval.command';
import { GetReviewBacklogHandler } from './backlog/review-backlog.query';
import { ReviewSettingsController } from './approvals/review-settings.http.controller';

/** One work queue (issue 34): items projected from IDV, watchlist and import events; docs/review-queue.md. */
@Module({
  controllers: [ReviewSettingsController, ReviewQueueController, ApplicantNotesController],
  providers: [
    ReviewItemsReadModel,
    ListReviewQueueHandler,
    ListReviewColleaguesHandler,
    ClaimBatcher,
    ClaimNextItemHandler,
    AssignItemHandler,
    ReleaseItemHandler,
    DecideItemHandler,
    DecideApprovalHandler,
    GetReviewBacklogHandler,
    AddApplicantNoteHandler,
    GetApplicantReviewHistoryHandler,
  ],
})
export class ReviewQueueModule {}
