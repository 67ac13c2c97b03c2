import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { ResultEditorDecisions } from '../staff-decision';
import { overrideResult } from './override-result.decision';
import { FormType, Validation } from '../idv.events';
import type { IdvRow } from '../read-models/idv-records.read-model';
import { OverrideApprovals } from './override-approvals';

/**
 * Answers the IDV's record as the override left it (read in its transaction); `pendingApproval`
 * when the company's four-eyes setting filed it for a colleague's approval instead.
 */
export class OverrideIdvResult extends Command<{ row: IdvRow; pendingApproval: boolean }> {
  constructor(
    readonly ctx: RequestContext,
    readonly idOrUuid: string,
    readonly formType: FormType | undefined,
    readonly overallValidation: Validation,
    readonly reason: string,
    readonly expectedVersion: number | null,
  ) {
    super();
  }
}

/** Load, check permission 4/5 for the IDV's form type, decide, append against the version read. */
@CommandHandler(OverrideIdvResult)
export class OverrideIdvResultHandler implements ICommandHandler<OverrideIdvResult> {
  constructor(
    private readonly decisions: ResultEditorDecisions,
    private readonly approvals: OverrideApprovals,
  ) {}

  async execute({
    ctx,
    idOrUuid,
    formType,
    overallValidation,
    reason,
    expectedVersion,
  }: OverrideIdvResult): Promise<{ row: IdvRow; pendingApproval: boolean }> {
    const pending = await this.approvals.requestIfRequired(ctx, {
      idOrUuid,
      formType,
      overallValidation,
      reason,
      expectedVersion,
    });
    if (pending) return { row: pending, pendingApproval: true };
    const row = await this.decisions.decide(ctx, { idOrUuid, formType, expectedVersion }, (state, stamp) =>
      overrideResult(state, { overallValidation, reason, expectedVersion, ...stamp }),
    );
    return { row, pendingApproval: false };
  }
}
