import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  RequestRemoteIdv,
  idvStreamId,
  type RemoteSubject,
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
import { finaidCaseDecider, isOpen, sendRemoteLink } from '../finaid-case.decider';
import { ConflictError } from '../../shared/domain/domain-error';
import type { CaseStatus } from '../financial-aid.events';

/** The IDV form a financial-aid case's remote link uses (the SFS form, permission 3). */
const FORM_TYPE = 'FINANCIAL_AID' as const;

export class SendRemoteIdvLink extends Command<{ idvId: string; channels: ('sms' | 'email')[] }> {
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
    }>(
      tenant(companyId),
      `SELECT status, first_name, last_name, date_of_birth::text AS date_of_birth, email, phone
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
    const { idvId, uuid } = await this.commands.execute(new RequestRemoteIdv(ctx, FORM_TYPE, subject));
    const at = new Date().toISOString();
    await this.db.tx(tenant(companyId), (tx) =>
      decideAndAppend(
        this.store,
        tx,
        finaidCaseStreamId(caseId),
        finaidCaseDecider,
        (state) =>
          sendRemoteLink(state, {
            idvId,
            idvStream: idvStreamId(uuid, FORM_TYPE),
            channels,
            by: { id: user.apiKey ? null : user.id, name: storedActorName(user) },
            at,
          }),
        eventMetadata(ctx, companyId),
      ),
    );
    return { idvId, channels };
  }
}
