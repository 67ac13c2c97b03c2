import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { Outbox } from '../../notifications/notifications.public';
import { FormType } from '../idv.events';
import { canRequestIdv } from './can-request-idv';
import { IdvRequester } from './idv-requester';
import { IdvSubjects } from './idv-subjects';
import { localized } from '../../shared/i18n';

/** askIDV: an IDV for an existing verification session (or a remote subject's other form type). */
export class RequestIdv extends Command<{ idvId: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly uuid: string,
    readonly formType: FormType,
  ) {
    super();
  }
}

@CommandHandler(RequestIdv)
export class RequestIdvHandler implements ICommandHandler<RequestIdv> {
  constructor(
    private readonly db: Database,
    private readonly subjects: IdvSubjects,
    private readonly requester: IdvRequester,
    private readonly companies: CompanyProfiles,
    private readonly outbox: Outbox,
  ) {}

  async execute({ ctx, uuid, formType }: RequestIdv): Promise<{ idvId: string }> {
    const user = ctx.user!;
    if (!canRequestIdv(user, formType))
      throw new ForbiddenError('IDV.REQUEST_FORBIDDEN', localized('error.mayNotRequest'));
    const companyId = user.companyId!;
    const companyName = await this.companies.name(companyId);
    const { idvId, messageIds } = await this.db.tx(tenant(companyId), async (tx) => {
      const { subject, source } = await this.subjects.find(tx, companyId, uuid);
      return this.requester.request(tx, ctx, { uuid, formType, subject, source, companyName });
    });
    await this.outbox.dispatch(companyId, messageIds);
    return { idvId };
  }
}
