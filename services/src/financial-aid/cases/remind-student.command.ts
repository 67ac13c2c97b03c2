import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../notifications/notifications.public';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { isLanguage, DEFAULT_LANGUAGE } from '../../shared/i18n/language';
import { localized, render } from '../../shared/i18n/translate';
import { finaidCaseStreamId } from '../financial-aid.events';
import { finaidCaseDecider, remind } from '../finaid-case.decider';
import { finaidKeySubject } from '../sealed-finaid-events';

export class RemindStudent extends Command<{ channels: ('sms' | 'email')[] }> {
  constructor(
    readonly ctx: RequestContext,
    readonly caseId: string,
  ) {
    super();
  }
}

/**
 * Texts and e-mails the student (whichever the case has) in the student's language, through the
 * notifications outbox in the same transaction as the reminder's event; delivered after commit.
 */
@CommandHandler(RemindStudent)
export class RemindStudentHandler implements ICommandHandler<RemindStudent> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly outbox: Outbox,
  ) {}

  async execute({ ctx, caseId }: RemindStudent) {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const at = new Date().toISOString();
    const { ids, channels } = await this.db.tx(tenant(companyId), async (tx) => {
      const { rows } = await tx.query<{
        email: string | null;
        phone: string | null;
        language: string;
        deadline: string | null;
        award_year: string;
        session_uuid: string | null;
      }>(
        'SELECT email, phone, language, deadline::text AS deadline, award_year, session_uuid FROM finaid_cases WHERE id = $1',
        [caseId],
      );
      const found = rows[0];
      if (!found) throw new NotFoundError('error.notFound.finaidCase');
      const language = isLanguage(found.language) ? found.language : DEFAULT_LANGUAGE;
      const text = render(
        language,
        found.deadline
          ? localized('finaid.reminder.byDeadline', { year: found.award_year, deadline: found.deadline })
          : localized('finaid.reminder.body', { year: found.award_year }),
      );
      const channels: ('sms' | 'email')[] = [];
      if (found.phone) channels.push('sms');
      if (found.email) channels.push('email');
      if (!channels.length)
        throw new ValidationError([{ field: 'case', message: localized('finaid.noContact') }]);
      await decideAndAppend(
        this.store,
        tx,
        finaidCaseStreamId(caseId),
        finaidCaseDecider,
        (state) =>
          remind(state, { channels, language, by: { id: user.id, name: storedActorName(user) }, at }),
        eventMetadata(ctx, companyId),
      );
      // The student's own key seals the messages (the case's key: their session's, else the case's).
      const base = {
        companyId,
        purpose: 'finaid_reminder',
        reference: caseId,
        body: text,
        subjectUuid: finaidKeySubject({ sessionUuid: found.session_uuid, caseId }),
      };
      const ids: string[] = [];
      if (found.phone)
        ids.push(await this.outbox.write(tx, { ...base, channel: 'sms', recipient: found.phone }));
      if (found.email)
        ids.push(
          await this.outbox.write(tx, {
            ...base,
            channel: 'email',
            recipient: found.email,
            subject: render(language, localized('finaid.reminder.subject')),
          }),
        );
      return { ids, channels };
    });
    await this.outbox.dispatch(companyId, ids);
    return { channels };
  }
}
