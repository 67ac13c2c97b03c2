import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, Spinner } from '../../ui';
import { useIdvHistoryQuery } from './idvApi';

interface Props {
  id: string;
  /** The version shown, when looking at a past state. */
  asOfVersion: number | null;
  onViewAsOf: (version: number | null) => void;
}

/** GET /api/idv/{id}/history as a timeline; any line can show the record as it stood then (auditors). */
export function IdvHistory({ id, asOfVersion, onViewAsOf }: Props) {
  const t = useT();
  const { data, isLoading, isError } = useIdvHistoryQuery(id);
  if (isLoading) return <Spinner size={20} aria-label={t('common.loading')} />;
  if (isError || !data) return <Callout intent="warning">{t('common.loadFailed')}</Callout>;
  const last = data.length ? data[data.length - 1].version : null;
  return (
    <ol className="idv-timeline" aria-label={t('idv.history.title')}>
      {[...data].reverse().map((entry) => {
        const current = asOfVersion === entry.version || (asOfVersion === null && entry.version === last);
        return (
          <li key={entry.position} className={current ? 'idv-timeline-item idv-timeline-current' : 'idv-timeline-item'} data-type={entry.type}>
            <div className="idv-timeline-dot" aria-hidden />
            <div className="idv-timeline-body">
              <div className="idv-timeline-summary">{entry.summary}</div>
              <div className="idv-timeline-meta muted small">
                {formatDateTime(entry.at)} · {entry.actor} · {t('idv.history.version', { version: entry.version })}
              </div>
            </div>
            <Button
              variant="minimal"
              size="small"
              icon="history"
              text={entry.version === last ? t('idv.history.current') : t('idv.history.viewAsOf')}
              disabled={current}
              onClick={() => onViewAsOf(entry.version === last ? null : entry.version)}
            />
          </li>
        );
      })}
    </ol>
  );
}
