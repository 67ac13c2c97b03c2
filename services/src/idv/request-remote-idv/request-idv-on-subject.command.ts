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
import { idvDecider } from '../idv.decider';
import { FormType, IdvSubject, Validation, idvStreamId } from '../idv.events';
import { CaptureLinkIssuer } from '../manage-link/capture-link-issuer';
import { sendLink } from '../manage-link/link.decisions';
import { canRequestIdv } from '../request-idv/can-request-idv';
import { IdvRequester } from '../request-idv/idv-requester';
import { IdvSubjects } from '../request-idv/idv-subjects';
import { TextRateLimits } from '../request-idv/text-rate-limits';

/**
 * What became of the request: `requested`, a new IDV of this subject and form with its link;
 * `resent`, the subject's IDV was waiting for the applicant and got a new link (the one before stops
 * working); `under_way`, it was already submitted (checks running, or a person to decide) and nothing
 * was sent; `completed`, it has a result (`validation`) and nothing was sent.
 */
export type SubjectIdvOutcome = 'requested' | 'resent' | 'under_way' | 'completed';

export interface SubjectIdv {
  idvId: string;
  stream: string;
  outcome: SubjectIdvOutcome;
  validation: Validation | null;
}

/**
 * The remote IDV of a subject IDV already knows (an applicant's verification session, or a remote
 * subject), for a feature that wants that person's history in one place (financial aid sends it from
 * a case linked to an applicant). There is one IDV per subject and form type, so the subject's own IDV
 * is used as it stands: asked for when there is none (with `subject`, the caller's copy of the
 * person: name, date of birth and the contacts to send to), given a new link while it waits for the
 * applicant, and left alone once submitted. The caller reads the outcome.
 */
export class RequestIdvOnSubject extends Command<SubjectIdv> {
  constructor(
    readonly ctx: RequestContext,
    readonly formType: FormType,
    readonly uuid: string,
    readonly subject: IdvSubject,
  ) {
    super();
  }
}

@CommandHandler(RequestIdvOnSubject)
export class RequestIdvOnSubjectHandler implements ICommandHandler<RequestIdvOnSubject> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly subjects: IdvSubjects,
    private readonly requester: IdvRequester,
    private readonly links: CaptureLinkIssuer,
    private readonly limits: TextRateLimits,
    private readonly companies: CompanyProfiles,
    private readonly outbox: Outbox,
  ) {}

  async execute({ ctx, formType, uuid, subject }: RequestIdvOnSubject): Promise<SubjectIdv> {
    const user = ctx.user!;
    if (!canRequestIdv(user, formType))
      throw new ForbiddenError('IDV.REQUEST_FORBIDDEN', localized('error.mayNotRequest'));
    const companyId = user.companyId!;
    const companyName = await this.companies.name(companyId);
    const stream = idvStreamId(uuid, formType);
    const { result, messageIds } = await this.db.tx(tenant(companyId), async (tx) => {
      const { state, version } = await this.store.aggregate(tx, stream, idvDecider);
      if (state.status === 'none') {
        // The subject must still be there (an erased applicant answers 410, another tenant's 404).
        const { source } = await this.subjects.find(tx, companyId, uuid);
        const asked = await this.requester.request(tx, ctx, { uuid, formType, subject, source, companyName });
        const outcome: SubjectIdv = { idvId: asked.idvId, stream, outcome: 'requested', validation: null };
        return { result: outcome, messageIds: asked.messageIds };
      }
      const idvId = state.idvId!;
      if (state.status !== 'Requested') {
        const outcome: SubjectIdvOutcome = state.status === 'Completed' ? 'completed' : 'under_way';
        return { result: { idvId, stream, outcome, validation: state.overallValidation }, messageIds: [] };
      }
      // Waiting for the applicant: a new link to the contacts the IDV was asked with.
      await this.limits.consume(user.id, companyId, state.subject!.phone);
      const link = await this.links.prepare(tx, {
        companyId,
        companyName,
        idvId,
        subjectUuid: uuid,
        formType,
        subject: state.subject!,
        by: { id: user.id, name: storedActorName(user) },
        now: new Date(),
        staffLanguage: ctx.language ?? DEFAULT_LANGUAGE,
      });
      await this.store.append(tx, stream, version, sendLink(state, link), eventMetadata(ctx, companyId));
      const outcome: SubjectIdv = { idvId, stream, outcome: 'resent', validation: null };
      return { result: outcome, messageIds: link.messageIds };
    });
    await this.outbox.dispatch(companyId, messageIds);
    return result;
  }
}
