import { storedActorName } from '../../shared/i18n/actor-label';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { Outbox } from '../../notifications/notifications.public';
import { idvDecider } from '../idv.decider';
import { requireLinkable, revokeLink, sendLink } from './link.decisions';
import { IdvRecords } from '../read-models/idv-records.read-model';
import { canRequestIdv } from '../request-idv/can-request-idv';
import { TextRateLimits } from '../request-idv/text-rate-limits';
import { CaptureLinkIssuer } from './capture-link-issuer';
import { DEFAULT_LANGUAGE, localized } from '../../shared/i18n';

/** A new link (the previous one stops working); counted against the same text budgets. */
export class ResendCaptureLink extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly idvId: string,
  ) {
    super();
  }
}

export class RevokeCaptureLink extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly idvId: string,
  ) {
    super();
  }
}

@CommandHandler(ResendCaptureLink)
export class ResendCaptureLinkHandler implements ICommandHandler<ResendCaptureLink> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
    private readonly links: CaptureLinkIssuer,
    private readonly limits: TextRateLimits,
    private readonly companies: CompanyProfiles,
    private readonly outbox: Outbox,
  ) {}

  async execute({ ctx, idvId }: ResendCaptureLink): Promise<void> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const companyName = await this.companies.name(companyId);
    const messageIds = await this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idvId);
      if (!canRequestIdv(user, row.form_type))
        throw new ForbiddenError('IDV.REQUEST_FORBIDDEN', localized('error.mayNotSendLinks'));
      const { state, version } = await this.store.aggregate(tx, row.stream_id, idvDecider);
      requireLinkable(state);
      await this.limits.consume(user.id, companyId, state.subject!.phone);
      const link = await this.links.prepare(tx, {
        companyId,
        companyName,
        idvId: row.id,
        subjectUuid: row.uuid,
        formType: row.form_type,
        subject: state.subject!,
        by: { id: user.id, name: storedActorName(user) },
        now: new Date(),
        staffLanguage: ctx.language ?? DEFAULT_LANGUAGE,
      });
      await this.store.append(
        tx,
        row.stream_id,
        version,
        sendLink(state, link),
        eventMetadata(ctx, companyId),
      );
      return link.messageIds;
    });
    await this.outbox.dispatch(companyId, messageIds);
  }
}

@CommandHandler(RevokeCaptureLink)
export class RevokeCaptureLinkHandler implements ICommandHandler<RevokeCaptureLink> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  async execute({ ctx, idvId }: RevokeCaptureLink): Promise<void> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    await this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idvId);
      if (!canRequestIdv(user, row.form_type))
        throw new ForbiddenError('IDV.REQUEST_FORBIDDEN', localized('error.mayNotRevokeLinks'));
      await decideAndAppend(
        this.store,
        tx,
        row.stream_id,
        idvDecider,
        (s) => revokeLink(s, { id: user.id, name: storedActorName(user) }, new Date().toISOString()),
        eventMetadata(ctx, companyId),
      );
    });
  }
}
