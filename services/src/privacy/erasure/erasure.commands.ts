import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError, fieldError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { isUuid } from '../../shared/http/uuid';
import { localized } from '../../shared/i18n';
import { closeOffboardedCompany, liveCompanyName } from '../../identity/companies/company-offboarding.public';
import type { ErasureFacts, ErasureReasonCode, PrivacyActor } from '../privacy.events';
import { Eraser } from './eraser';

/** Erasure on request of one applicant, by a company admin, with the reason. */
export class EraseApplicant extends Command<ErasureFacts> {
  constructor(
    readonly ctx: RequestContext,
    readonly subjectUuid: string,
    readonly reason: string,
    readonly reasonCode?: ErasureReasonCode,
  ) {
    super();
  }
}

/** A whole company erased at the end of its contract, by a super admin who typed its name. */
export class OffboardCompany extends Command<ErasureFacts> {
  constructor(
    readonly ctx: RequestContext,
    readonly companyId: number,
    readonly confirmName: string,
    readonly reason: string,
  ) {
    super();
  }
}

export const actorOf = (ctx: RequestContext): PrivacyActor => ({
  id: ctx.user?.id ?? null,
  name: ctx.user?.name ?? 'system',
});

@CommandHandler(EraseApplicant)
export class EraseApplicantHandler implements ICommandHandler<EraseApplicant> {
  constructor(
    private readonly db: Database,
    private readonly eraser: Eraser,
  ) {}

  execute({ ctx, subjectUuid, reason, reasonCode }: EraseApplicant): Promise<ErasureFacts> {
    const companyId = ctx.user!.companyId!;
    if (!isUuid(subjectUuid)) throw new NotFoundError('error.notFound.session');
    return this.db.tx(tenant(companyId), (tx) =>
      this.eraser.erase(tx, {
        companyId,
        subjectUuids: [subjectUuid],
        scope: 'applicant',
        reason,
        reasonCode,
        by: actorOf(ctx),
        metadata: eventMetadata(ctx, companyId),
      }),
    );
  }
}

@CommandHandler(OffboardCompany)
export class OffboardCompanyHandler implements ICommandHandler<OffboardCompany> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly eraser: Eraser,
  ) {}

  execute({ ctx, companyId, confirmName, reason }: OffboardCompany): Promise<ErasureFacts> {
    return this.db.tx(SYSTEM, async (tx) => {
      const name = await liveCompanyName(tx, companyId);
      if (name === null) throw new NotFoundError('error.notFound.company');
      if (confirmName.trim() !== name.trim())
        throw new ValidationError([fieldError('confirm_name', localized('privacy.offboardNameMismatch'))]);
      const metadata = eventMetadata(ctx, companyId);
      const facts = await this.eraser.erase(tx, {
        companyId,
        subjectUuids: await this.eraser.applicantsOf(tx, companyId),
        scope: 'company',
        reason,
        by: actorOf(ctx),
        metadata,
        companyName: name,
      });
      await closeOffboardedCompany(this.store, tx, companyId, metadata);
      return facts;
    });
  }
}
