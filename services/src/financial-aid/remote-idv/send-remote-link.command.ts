import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  RequestIdvOnSubject,
  RequestRemoteIdv,
  idvStreamId,
  type RemoteSubject,
  type SubjectIdv,
} from '../../idv/request-remote-idv/remote-idv-request.public';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n/translate';
import { finaidCaseStreamId } from '../financial-aid.events';
import { finaidCaseDecider, isOpen, remoteIdvResult, sendRemoteLink } from '../finaid-case.decider';
import { ConflictError } from '../../shared/domain/domain-error';
import type { CaseStatus } from '../financial-aid.events';
import type { Language } from '../../shared/i18n';

/** The IDV form a financial-aid case's remote link uses (the SFS form, permission 3). */
const FORM_TYPE = 'FINANCIAL_AID' as const;

/** `sent`: a link went out; else the case was linked to the applicant's IDV already submitted. */
export class SendRemoteIdvLink extends Command<{
  idvId: string;
  channels: ('sms' | 'email')[];
  sent: boolean;
}> {
  constructor(
    readonly ctx: RequestContext,
    readonly caseId: string,
  ) {
    super();
  }
}

/**
 * "Send remote ID link" from a case: the product's remote IDV (Financial Aid form) for the student as
 * selected, texted and e-mailed by the IDV's own request; the case is then in progress and remembers
 * that IDV, whose result completes it (remote-idv-result.subscription.ts). The IDV's request commits
 * first (it sends the messages after its own commit); a case closed meanwhile refuses the link event
 * and the IDV stays an ordinary remote IDV in the list.
 *
 * Whose IDV: a case linked to an applicant (`session_uuid`) uses that applicant's own Financial Aid
 * IDV, so the person's history stays in one place: asked for when there is none, given a new link
 * while it waits, followed as it is once submitted (no message; a failure already known is noted on
 * the case at once), refused (409) when it has passed already. A case with no applicant gets a new
 * remote subject each time, as the Request Remote ID dialog does (docs/financial-aid.md).
 */
@CommandHandler(SendRemoteIdvLink)
export class SendRemoteIdvLinkHandler implements ICommandHandler<SendRemoteIdvLink> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

  async execute({ ctx, caseId }: SendRemoteIdvLink) {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const found = await this.db.one<{
      status: CaseStatus;
      first_name: string;
      last_name: string;
      date_of_birth: string;
      email: string | null;
      phone: string | null;
      session_uuid: string | null;
      language: Language | null;
    }>(
      tenant(companyId),
      `SELECT status, first_name, last_name, date_of_birth::text AS date_of_birth, email, phone,
              session_uuid::text AS session_uuid, language
         FROM finaid_cases WHERE id = $1`,
      [caseId],
    );
    if (!found) throw new NotFoundError('error.notFound.finaidCase');
    if (!isOpen(found.status)) throw new ConflictError('FINAID.DECIDED', localized('finaid.alreadyDecided'));
    // As the Request Remote ID dialog's number: E.164, the United States by default (spec section 9).
    const parsed = found.phone ? parsePhoneNumberFromString(found.phone, 'US') : undefined;
    const phone = parsed?.isValid() ? parsed.number : null;
    const channels: ('sms' | 'email')[] = [];
    if (phone) channels.push('sms');
    if (found.email) channels.push('email');
    if (!channels.length)
      throw new ValidationError([{ field: 'case', message: localized('finaid.noContact') }]);
    const subject: RemoteSubject = {
      firstName: found.first_name,
      lastName: found.last_name,
      // The IDV's link issuer sends to whichever of the two the student has.
      email: found.email ?? '',
      phone: phone ?? '',
      dateOfBirth: found.date_of_birth,
      street: null,
      city: null,
      state: null,
      zip: null,
      country: null,
    };
    const idv: SubjectIdv = found.session_uuid
      ? await this.commands.execute(
          new RequestIdvOnSubject(ctx, FORM_TYPE, found.session_uuid, {
            firstName: found.first_name,
            lastName: found.last_name,
            dateOfBirth: found.date_of_birth,
            email: found.email,
            phone,
            // The student's language from the selection: the IDV's messages are written in it.
            language: found.language,
          }),
        )
      : await this.newSubjectIdv(ctx, subject);
    if (idv.outcome === 'completed' && idv.validation === 'PASSED')
      throw new ConflictError('FINAID.APPLICANT_IDV_PASSED', localized('finaid.applicantIdvPassed'));
    const sent = idv.outcome === 'requested' || idv.outcome === 'resent';
    const { idvId } = idv;
    const at = new Date().toISOString();
    const by = { id: user.apiKey ? null : user.id, name: storedActorName(user) };
    await this.db.tx(tenant(companyId), (tx) =>
      decideAndAppend(
        this.store,
        tx,
        finaidCaseStreamId(caseId),
        finaidCaseDecider,
        (state) => {
          const linked = sendRemoteLink(state, {
            idvId,
            idvStream: idv.stream,
            channels: sent ? channels : [],
            by,
            at,
          });
          // Asked again while the case already follows that submitted IDV: nothing new to record.
          if (!sent && state.remoteIdv?.idvId === idvId) return [];
          // An IDV that already failed: noted now, as its result would have been had it come later.
          if (idv.validation !== 'FAILED') return linked;
          const after = linked.reduce(finaidCaseDecider.evolve, state);
          return [...linked, ...remoteIdvResult(after, idvId, false, 'FAILED', null, at)];
        },
        eventMetadata(ctx, companyId),
      ),
    );
    return { idvId, channels: sent ? channels : [], sent };
  }

  /** A case with no applicant: a new remote subject and its IDV, as the Request Remote ID dialog. */
  private async newSubjectIdv(ctx: RequestContext, subject: RemoteSubject): Promise<SubjectIdv> {
    const { idvId, uuid } = await this.commands.execute(new RequestRemoteIdv(ctx, FORM_TYPE, subject));
    return { idvId, stream: idvStreamId(uuid, FORM_TYPE), outcome: 'requested', validation: null };
  }
}
