import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { ResultEditorDecisions } from '../staff-decision';
import type { IdvRow } from '../read-models/idv-records.read-model';
import { reviewSelfieMatch, type SelfieDecision } from './review-selfie-match.decision';

/** Answers the IDV record as the decision left it (read in the same transaction). */
export class ReviewSelfieMatch extends Command<IdvRow> {
  constructor(
    readonly ctx: RequestContext,
    readonly idOrUuid: string,
    readonly decision: SelfieDecision,
    readonly reason: string,
    readonly expectedVersion: number | null,
  ) {
    super();
  }
}

/**
 * Load in the caller's tenant (another tenant's IDV is 404), check the permission that edits results
 * of the IDV's form type (4/5, as an override), decide, append against the version read.
 */
@CommandHandler(ReviewSelfieMatch)
export class ReviewSelfieMatchHandler implements ICommandHandler<ReviewSelfieMatch> {
  constructor(private readonly decisions: ResultEditorDecisions) {}

  async execute({ ctx, idOrUuid, decision, reason, expectedVersion }: ReviewSelfieMatch): Promise<IdvRow> {
    return this.decisions.decide(ctx, { idOrUuid, expectedVersion }, (state, stamp) =>
      reviewSelfieMatch(state, { decision, reason, expectedVersion, ...stamp }),
    );
  }
}
