import { formatDateTime } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { HTMLTable } from '../../ui';
import type { FinaidHistoryEntry } from './financialAidApi';

type T = ReturnType<typeof useT>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const channelsOf = ({ details: d }: FinaidHistoryEntry, t: T) =>
  Array.isArray(d.channels)
    ? d.channels.map((c) => t(c === 'sms' ? 'finaid.history.sms' : 'finaid.history.email')).join(', ')
    : '';

/** A reminder the daily job sent: which milestone of the schedule, of which deadline. */
function scheduledOf({ details: d }: FinaidHistoryEntry, t: T): string {
  if (d.trigger !== 'scheduled') return '';
  const milestone = text(d.milestone);
  const deadline = text(d.deadline);
  const days = /^before-(\d+)$/.exec(milestone)?.[1];
  const which = days
    ? t('finaid.history.milestone.before', { count: Number(days), deadline })
    : t('finaid.history.milestone.overdue', { deadline });
  return `${t('finaid.history.scheduled')}: ${which}`;
}

/** What one event recorded, in a few words (the method, the reason, the new deadline…). */
function detailOf(entry: FinaidHistoryEntry, t: T): string {
  const d = entry.details;
  switch (entry.type) {
    case 'FinaidIdentityVerified':
      return [
        t(`finaid.method.${text(d.method)}` as MessageKey),
        text(d.reviewerName) && t('finaid.history.reviewedBy', { name: text(d.reviewerName) }),
        text(d.presentedOn),
        text(d.note),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'FinaidIdentityNotVerified':
    case 'FinaidCaseReopened':
      return text(d.reason);
    case 'FinaidStudentUnreachable':
    case 'FinaidCaseStarted':
      return text(d.note);
    case 'FinaidDeadlineSet':
      return text(d.deadline) || t('finaid.history.noDeadline');
    case 'FinaidReminderSent':
      return [channelsOf(entry, t), scheduledOf(entry, t)].filter(Boolean).join(' · ');
    case 'FinaidRemoteLinkSent':
      return channelsOf(entry, t);
    case 'FinaidRemoteIdvFailed':
      return t('finaid.history.remoteResult', { result: text(d.result) });
    case 'FinaidCaseSelected':
      return [text(d.trackingGroup), text(d.awardYear)].filter(Boolean).join(' · ');
    default:
      return '';
  }
}

/** Every event of the case, oldest first: when, who, what. */
export function FinaidCaseHistory({ history }: { history: FinaidHistoryEntry[] }) {
  const t = useT();
  return (
    <HTMLTable compact striped className="finaid-history" aria-label={t('finaid.detail.history')}>
      <thead>
        <tr>
          <th scope="col">{t('finaid.history.when')}</th>
          <th scope="col">{t('finaid.history.who')}</th>
          <th scope="col">{t('finaid.history.what')}</th>
          <th scope="col">{t('finaid.history.details')}</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry, i) => (
          <tr key={`${entry.type}-${i}`}>
            <td className="cell-nowrap">{formatDateTime(entry.at)}</td>
            <td>{entry.by ?? ''}</td>
            <td>{t(`finaid.event.${entry.type}` as MessageKey)}</td>
            <td>{detailOf(entry, t)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
