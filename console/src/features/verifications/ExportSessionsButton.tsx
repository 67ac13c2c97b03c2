import { withQuery } from '../../app/download';
import { exportTimestamp } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { ExportButton } from '../../ui';
import { sessionParams, type SessionListArgs } from './verificationsApi';

/** Spec §7: saved as Report-{YYYY-MM-DD-HH-mm-ss}-verifications.csv. */
export const exportFileName = (now: Date) => `Report-${exportTimestamp(now)}-verifications.csv`;

interface Props {
  args: Omit<SessionListArgs, 'source'>;
}

/** GET /api/exportSessions with the list's filters; the file streams in with a progress line. */
export function ExportSessionsButton({ args }: Props) {
  const t = useT();
  // Every row that matches, not one page: paging and sort are the list's, not the export's.
  const { page: _page, limit: _limit, ...params } = sessionParams(args);
  if (args.risk !== 'all') params.risk_level = args.risk;
  return (
    <ExportButton
      url={withQuery('/api/exportSessions', params)}
      text={t('sessions.export')}
      progressText={(size) => t('sessions.exporting', { size })}
      // The spec's name, whatever the server suggests.
      fileName={() => exportFileName(new Date())}
      failureLog="export failed"
    />
  );
}
