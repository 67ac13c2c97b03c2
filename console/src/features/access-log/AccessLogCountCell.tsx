import { formatCount, formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import type { AccessLogCount } from './accessLogApi';

/**
 * A company's access-log size in the super admin's companies table: how many views and the newest
 * one's time, never a line (GET /api/access-log/counts answers nothing else).
 */
export function AccessLogCountCell({ count }: { count: AccessLogCount | undefined }) {
  const t = useT();
  if (!count?.lines) return <span className="muted small">{t('companies.accessLogNone')}</span>;
  return (
    <div>
      <div>{t('companies.accessLogLines', { count: formatCount(count.lines) })}</div>
      {count.last_at ? (
        <div className="muted small cell-nowrap">
          {t('companies.accessLogLast', { time: formatDateTime(count.last_at) })}
        </div>
      ) : null}
    </div>
  );
}
