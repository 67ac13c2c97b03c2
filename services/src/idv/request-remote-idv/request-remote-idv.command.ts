import { storedActorName } from '../../shared/i18n/actor-label';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { Outbox } from '../../notifications/notifications.public';
import { FormType, IdvSubjectRegistered, idvSubjectStreamId } from '../idv.events';
import { canRequestIdv } from '../request-idv/can-request-idv';
import { IdvRequester } from '../request-idv/idv-requester';
import { RemoteSubject } from './remote-applicant';
import { localized } from '../../shared/i18n';

/** Request Remote ID: a new subject, its IDV request and the texted link, in one transaction. */
export class RequestRemoteIdv extends Command<{ idvId: string; uuid: string }> {
  constructor(
    readonly ctx: RequestContext,
    readonly formType: FormType,
    readonly subject: RemoteSubject,
  ) {
    super();
  }
}

@CommandHandler(RequestRemoteIdv)
export class RequestRemoteIdvHandler implements ICommandHandler<RequestRemoteIdv> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly requester: IdvRequester,
    private readonly companies: CompanyProfiles,
    private readonly outbox: Outbox,
  ) {}

  async execute({ ctx, formType, subject }: RequestRemoteIdv): Promise<{ idvId: string; uuid: string }> {
    const user = ctx.user!;
    if (!canRequestIdv(user, formType))
      throw new ForbiddenError('IDV.REQUEST_FORBIDDEN', localized('error.mayNotRequest'));
    const companyId = user.companyId!;
    const companyName = await this.companies.name(companyId);
    const uuid = randomUUID();
    const registered: IdvSubjectRegistered = {
      type: 'IdvSubjectRegistered',
      data: { uuid, ...subject, registeredBy: { id: user.id, name: storedActorName(user) } },
    };
    const { idvId, messageIds } = await this.db.tx(tenant(companyId), async (tx) => {
      await this.store.append(tx, idvSubjectStreamId(uuid), 0, [registered], eventMetadata(ctx, companyId));
      return this.requester.request(tx, ctx, {
        uuid,
        formType,
        source: 'remote',
        companyName,
        subject: {
          firstName: subject.firstName,
          lastName: subject.lastName,
          dateOfBirth: subject.dateOfBirth,
          email: subject.email,
          phone: subject.phone,
        },
      });
    });
    await this.outbox.dispatch(companyId, messageIds);
    return { idvId, uuid };
  }
}
