import type { Outbox } from '../../notifications/notifications.public';
import type { Tx } from '../../shared/database/database';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/language';
import { localized, render } from '../../shared/i18n/translate';
import { finaidKeySubject } from '../sealed-finaid-events';

/** What a reminder needs of a case (its read model row). */
export interface ReminderCase {
  id: string;
  email: string | null;
  phone: string | null;
  language: string;
  deadline: string | null;
  award_year: string;
  session_uuid: string | null;
}

export const REMINDER_CASE_COLUMNS =
  'id, email, phone, language, deadline::text AS deadline, award_year, session_uuid';

export const reminderLanguage = (c: ReminderCase): Language =>
  isLanguage(c.language) ? c.language : DEFAULT_LANGUAGE;

/** The channels the case has a contact for (text first). */
export function reminderChannels(c: ReminderCase): ('sms' | 'email')[] {
  const channels: ('sms' | 'email')[] = [];
  if (c.phone) channels.push('sms');
  if (c.email) channels.push('email');
  return channels;
}

/**
 * Writes the reminder's text and e-mail to the outbox in the caller's transaction (the reminder's
 * event commits with them), in the student's language, sealed with the student's own key (their
 * session's, else the case's). `overdue`: the deadline has passed. Answers the messages' ids to
 * dispatch after commit.
 */
export async function writeReminderMessages(
  tx: Tx,
  outbox: Outbox,
  companyId: number,
  c: ReminderCase,
  overdue = false,
): Promise<string[]> {
  const language = reminderLanguage(c);
  const text = render(
    language,
    c.deadline
      ? localized(overdue ? 'finaid.reminder.overdue' : 'finaid.reminder.byDeadline', {
          year: c.award_year,
          deadline: c.deadline,
        })
      : localized('finaid.reminder.body', { year: c.award_year }),
  );
  const base = {
    companyId,
    purpose: 'finaid_reminder',
    reference: c.id,
    body: text,
    subjectUuid: finaidKeySubject({ sessionUuid: c.session_uuid, caseId: c.id }),
  };
  const ids: string[] = [];
  if (c.phone) ids.push(await outbox.write(tx, { ...base, channel: 'sms', recipient: c.phone }));
  if (c.email)
    ids.push(
      await outbox.write(tx, {
        ...base,
        channel: 'email',
        recipient: c.email,
        subject: render(language, localized('finaid.reminder.subject')),
      }),
    );
  return ids;
}
