import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { DetailDialog } from '../../ui';
import { fullNameOf } from './sessionModel';
import type { Session } from './sessionTypes';
import { VerificationDetail } from './VerificationDetail';

/** Selecting a row or Details opens the detail in a dialog (spec §2); it can also open as a page. */
export function VerificationDetailDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <DetailDialog
      title={t('detail.title', { name: fullNameOf(session) || session.uuid })}
      icon="endorsed"
      openPageText={t('detail.openPage')}
      onOpenPage={() => navigate(`/verifications/${session.uuid}`, { state: session })}
      onClose={onClose}
    >
      <VerificationDetail session={session} />
    </DetailDialog>
  );
}
