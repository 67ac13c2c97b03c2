import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { ResultEditorDecisions } from '../staff-decision';
import { overrideResult } from './override-result.decision';
import { FormType, Validation } from '../idv.events';
import type { IdvRow } from '../read-models/idv-records.read-model';

/** Answers the IDV's record as the override left it (read in its transaction). */
export class OverrideIdvResult extends Command<IdvRow> {
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
  constructor(private readonly decisions: ResultEditorDecisions) {}

  async execute({
    ctx,
    idOrUuid,
    formType,
    overallValidation,
    reason,
    expectedVersion,
  }: OverrideIdvResult): Promise<IdvRow> {
    return this.decisions.decide(ctx, { idOrUuid, formType, expectedVersion }, (state, stamp) =>
      overrideResult(state, { overallValidation, reason, expectedVersion, ...stamp }),
    );
  }
}
