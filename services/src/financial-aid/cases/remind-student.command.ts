import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../notifications/notifications.public';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n/translate';
import { finaidCaseStreamId } from '../financial-aid.events';
import { finaidCaseDecider, remind } from '../finaid-case.decider';
import {
  REMINDER_CASE_COLUMNS,
  reminderChannels,
  reminderLanguage,
  writeReminderMessages,
  type ReminderCase,
} from '../reminders/reminder-messages';

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
 * The daily job sends the scheduled ones (reminders/send-scheduled-reminders.ts) the same way.
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
      const { rows } = await tx.query<ReminderCase>(
        `SELECT ${REMINDER_CASE_COLUMNS} FROM finaid_cases WHERE id = $1`,
        [caseId],
      );
      const found = rows[0];
      if (!found) throw new NotFoundError('error.notFound.finaidCase');
      const channels = reminderChannels(found);
      if (!channels.length)
        throw new ValidationError([{ field: 'case', message: localized('finaid.noContact') }]);
      await decideAndAppend(
        this.store,
        tx,
        finaidCaseStreamId(caseId),
        finaidCaseDecider,
        (state) =>
          remind(state, {
            channels,
            language: reminderLanguage(found),
            by: { id: user.id, name: storedActorName(user) },
            at,
            trigger: 'staff',
          }),
        eventMetadata(ctx, companyId),
      );
      return { ids: await writeReminderMessages(tx, this.outbox, companyId, found), channels };
    });
    await this.outbox.dispatch(companyId, ids);
    return { channels };
  }
}
