import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { DEFAULT_LANGUAGE, localized } from '../../shared/i18n';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { Outbox } from '../../notifications/notifications.public';
import {
  openItemsOf,
  recordItemDecisions,
  refuseIfAssignedToAnother,
  reviewItemKeys,
} from '../../review-queue/review-assignments.public';
import { idvDecider } from '../idv.decider';
import type { FormType } from '../idv.events';
import { CaptureLinkIssuer } from '../manage-link/capture-link-issuer';
import { canOverrideIdv } from '../override-idv-result/can-override-idv';
import { IdvRecords } from '../read-models/idv-records.read-model';
import { TextRateLimits } from '../request-idv/text-rate-limits';
import { requestResubmission } from './request-resubmission.decision';
import type { ResubmissionReason } from './resubmission-reasons';

/**
 * Staff ask the applicant for new photos (docs/review-queue.md "Request resubmission"): the IDV goes
 * back to waiting, a new link goes out through the same outbox as any link (its message says why, in
 * the applicant's language), and the IDV's open review items close as "resubmission requested".
 */
export class RequestIdvResubmission extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly idvId: string,
    readonly formType: FormType | undefined,
    readonly reason: ResubmissionReason,
    readonly note: string | null,
  ) {
    super();
  }
}

@CommandHandler(RequestIdvResubmission)
export class RequestIdvResubmissionHandler implements ICommandHandler<RequestIdvResubmission> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
    private readonly links: CaptureLinkIssuer,
    private readonly limits: TextRateLimits,
    private readonly companies: CompanyProfiles,
    private readonly outbox: Outbox,
  ) {}

  async execute({ ctx, idvId, formType, reason, note }: RequestIdvResubmission): Promise<void> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const companyName = await this.companies.name(companyId);
    const by = { id: user.id, name: storedActorName(user) };
    const metadata = eventMetadata(ctx, companyId);
    const messageIds = await this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idvId, formType);
      if (!canOverrideIdv(user, row.form_type))
        throw new ForbiddenError('IDV.OVERRIDE_FORBIDDEN', localized('error.mayNotOverride'));
      const keys = [reviewItemKeys.idvSelfie(row.stream_id), reviewItemKeys.idvCheck(row.stream_id)];
      await refuseIfAssignedToAnother(tx, user, keys);
      const { state, version } = await this.store.aggregate(tx, row.stream_id, idvDecider);
      const now = new Date();
      const decide = (link: Parameters<typeof requestResubmission>[1]['link']) =>
        requestResubmission(state, { reason, note, by, now: now.toISOString(), link });
      decide(null); // refuses before a text is paid for
      await this.limits.consume(user.id, companyId, state.subject!.phone);
      const link = await this.links.prepare(tx, {
        companyId,
        companyName,
        idvId: row.id,
        subjectUuid: row.uuid,
        formType: row.form_type,
        subject: state.subject!,
        by,
        now,
        staffLanguage: ctx.language ?? DEFAULT_LANGUAGE,
        resubmissionReason: reason,
      });
      const open = await openItemsOf(tx, companyId, keys);
      await this.store.append(tx, row.stream_id, version, decide(link), metadata);
      await recordItemDecisions(this.store, tx, metadata, open, {
        outcome: 'resubmission_requested',
        note: note ?? '',
        by,
        resubmissionReason: reason,
      });
      return link.messageIds;
    });
    await this.outbox.dispatch(companyId, messageIds);
  }
}
