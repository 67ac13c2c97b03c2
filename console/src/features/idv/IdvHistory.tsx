import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, Collapse, LoadFailedCallout, Spinner } from '../../ui';
import { useIdvHistoryQuery } from './idvApi';
import type { IdvHistoryEntry } from './idvTypes';

interface Props {
  id: string;
  /** The version shown, when looking at a past state. */
  asOfVersion: number | null;
  onViewAsOf: (version: number | null) => void;
}

/** A document check's results, folded under its summary line until asked for. */
function CheckLines({ entry }: { entry: IdvHistoryEntry }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const lines = entry.entries ?? [];
  if (!lines.length) return null;
  return (
    <>
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-down' : 'chevron-right'}
        aria-expanded={open}
        text={open ? t('idv.history.hideChecks') : t('idv.history.showChecks', { count: lines.length })}
        onClick={() => setOpen(!open)}
      />
      <Collapse isOpen={open}>
        <ul className="idv-timeline-checks small">
          {lines.map((line) => (
            <li key={line.position}>{line.summary}</li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}

/**
 * GET /api/idv/{id}/history as a timeline, in the console's language (the server writes the lines);
 * a document check is one line with its checks folded under it. Any line can show the record as it
 * stood then (auditors).
 */
export function IdvHistory({ id, asOfVersion, onViewAsOf }: Props) {
  const t = useT();
  const { data, isLoading, isError, error } = useIdvHistoryQuery(id);
  if (isLoading) return <Spinner size={20} aria-label={t('common.loading')} />;
  if (isError || !data) return <LoadFailedCallout error={error} />;
  const last = data.length ? data[data.length - 1].version : null;
  return (
    <ol className="idv-timeline" aria-label={t('idv.history.title')}>
      {[...data].reverse().map((entry) => {
        const current = asOfVersion === entry.version || (asOfVersion === null && entry.version === last);
        return (
          <li
            key={entry.position}
            className={current ? 'idv-timeline-item idv-timeline-current' : 'idv-timeline-item'}
            data-type={entry.type}
          >
            <div className="idv-timeline-dot" aria-hidden />
            <div className="idv-timeline-body">
              <div className="idv-timeline-summary">{entry.summary}</div>
              <div className="idv-timeline-meta muted small">
                {formatDateTime(entry.at)} · {entry.actor} ·{' '}
                {t('idv.history.version', { version: entry.version })}
              </div>
              <CheckLines entry={entry} />
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
