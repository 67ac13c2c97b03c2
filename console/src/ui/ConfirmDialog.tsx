import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { useT } from '../i18n/I18nProvider';

interface Props {
  isOpen: boolean;
  message: string;
  /** Defaults to Yes / No (spec §2 delete confirmation). */
  confirmText?: string;
  cancelText?: string;
  intent?: Intent;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirm → progress → (caller toasts) dialog. */
export function ConfirmDialog({
  isOpen,
  message,
  confirmText,
  cancelText,
  intent = 'danger',
  loading,
  onConfirm,
  onCancel,
}: Props) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={loading ? undefined : onCancel}
      title={t('app.name')}
      icon="warning-sign"
      style={{ width: 420 }}
    >
      <DialogBody>
        <p className="confirm-message">{message}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelText ?? t('common.no')} onClick={onCancel} disabled={loading} />
            <Button
              text={confirmText ?? t('common.yes')}
              intent={intent}
              onClick={onConfirm}
              loading={loading}
            />
          </>
        }
      />
    </Dialog>
  );
}
