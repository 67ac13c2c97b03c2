import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { idvStatusLabel } from './idvModel';
import type { IdvRecord } from './idvTypes';

/**
 * The verdict with what it rests on (issue 12): "Passed — 5 of 14 checks performed; not performed:
 * Selfie matches the ID photo, …". A result never reads as more than was checked.
 */
export function IdvVerdictLine({ record }: { record: IdvRecord }) {
  const t = useT();
  const coverage = record.check_coverage;
  const label = idvStatusLabel(record.overall_validation);
  const verdict = 'key' in label ? t(label.key) : label.text;
  if (!coverage) {
    return (
      <div className="idv-verdict-line small" data-coverage="none">
        {verdict} — {t('idv.coverage.none')}
      </div>
    );
  }
  const missing = coverage.not_performed.map((key) => t(`idv.check.${key}` as MessageKey)).join(', ');
  return (
    <div className="idv-verdict-line small" data-coverage={`${coverage.performed.length}/${coverage.total}`}>
      <strong>{verdict}</strong> —{' '}
      {t('idv.coverage.performed', { performed: coverage.performed.length, total: coverage.total })}
      {missing ? `; ${t('idv.coverage.notPerformed', { checks: missing })}` : null}
    </div>
  );
}
