import { useT } from '../../i18n/I18nProvider';
import { HTMLTable, StatusTag } from '../../ui';
import { CHECK_STATE_LABELS, CHECK_STATE_TONES, checkRows } from './idvChecksModel';
import type { IdvRecord } from './idvTypes';

/** Spec §2 checks: each PASSED, FAILED, pending or 'Not performed', with the document's value beside the applicant's. */
export function IdvChecks({ record }: { record: IdvRecord }) {
  const t = useT();
  return (
    <HTMLTable compact striped className="idv-checks" aria-label={t('idv.checks.title')}>
      <thead>
        <tr>
          <th>{t('idv.checks.check')}</th>
          <th>{t('idv.checks.result')}</th>
          <th>{t('idv.checks.document')}</th>
          <th>{t('idv.checks.applicant')}</th>
          <th>{t('idv.checks.note')}</th>
        </tr>
      </thead>
      <tbody>
        {checkRows(record).map((row) => (
          <tr key={row.key} data-check={row.key}>
            <td>
              {t(row.label)}
              <div className="mono muted idv-check-key">{row.key}</div>
            </td>
            <td className="cell-nowrap">
              {row.score !== null ? (
                <span className="strong">{row.score}</span>
              ) : (
                <StatusTag tone={CHECK_STATE_TONES[row.state]}>{t(CHECK_STATE_LABELS[row.state])}</StatusTag>
              )}
            </td>
            <td className="mono">{row.evidence?.document ?? ''}</td>
            <td className="mono">{row.evidence?.applicant ?? ''}</td>
            <td className="small muted">{row.evidence?.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
