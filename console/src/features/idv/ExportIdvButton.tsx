import { withQuery } from '../../app/download';
import { exportTimestamp } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { ExportButton } from '../../ui';
import { idvListParams, type IdvListArgs } from './idvApi';

/** GET /api/exportIDV with the list's filters; saved under the name from Content-Disposition. */
export function ExportIdvButton({ args }: { args: IdvListArgs }) {
  const t = useT();
  // Every matching row, not one page.
  const { page: _page, limit: _limit, ...params } = idvListParams(args);
  return (
    <ExportButton
      url={withQuery('/api/exportIDV', params)}
      text={t('idv.export')}
      progressText={(size) => t('idv.exporting', { size })}
      fileName={(serverName) => serverName ?? `Report-${exportTimestamp(new Date())}-idv.csv`}
      failureLog="IDV export failed"
    />
  );
}
