import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Button, Dialog, DialogBody } from '../../ui';
import { fullNameOf } from './sessionModel';
import type { Session } from './sessionTypes';
import { VerificationDetail } from './VerificationDetail';

/** Selecting a row or Details opens the detail in a dialog (spec §2); it can also open as a page. */
export function VerificationDetailDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('detail.title', { name: fullNameOf(session) || session.uuid })}
      icon="endorsed"
      className="detail-dialog"
    >
      <DialogBody>
        <div className="dialog-toolbar">
          <Button
            variant="minimal"
            size="small"
            icon="share"
            text={t('detail.openPage')}
            onClick={() => navigate(`/verifications/${session.uuid}`, { state: session })}
          />
        </div>
        <VerificationDetail session={session} />
      </DialogBody>
    </Dialog>
  );
}
