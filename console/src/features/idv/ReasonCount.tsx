import { formatCount } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';

/** The longest reason staff may give for a decision on an IDV (the server's STAFF_REASON_MAX_LENGTH). */
export const MAX_REASON = 2000;

/** "12 / 2,000 characters" under a reason field, announced as it changes, marked when over the limit. */
export function ReasonCount({ reason }: { reason: string }) {
  const t = useT();
  const count = reason.trim().length;
  return (
    <div
      className={count > MAX_REASON ? 'idv-reason-count over' : 'idv-reason-count'}
      data-reason-count
      aria-live="polite"
    >
      {t('idv.edit.reasonCount', { count: formatCount(count), max: formatCount(MAX_REASON) })}
    </div>
  );
}
