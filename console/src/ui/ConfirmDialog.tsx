import type { ReactNode } from 'react';
import { Button, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { Dialog } from './Dialog';
import { useT } from '../i18n/I18nProvider';

interface Props {
  isOpen: boolean;
  /** Names the action ('Delete company', 'Send verification link'), never the product. */
  title: string;
  message: string;
  /** The action's verb on its button ('Delete', 'Send link'); the other button is always 'Cancel'. */
  confirmText: string;
  intent?: Intent;
  loading?: boolean;
  /** What the action will act on, when the staff member should see it before confirming. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Every confirmation in the console, one pattern (issue 33): the title names the action, the buttons
 * read 'Cancel' and the action's verb. Confirm → progress → (caller toasts).
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmText,
  intent = 'danger',
  loading,
  children,
  onConfirm,
  onCancel,
}: Props) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={loading ? undefined : onCancel}
      title={title}
      icon="warning-sign"
      style={{ width: 420 }}
    >
      <DialogBody>
        <p className="confirm-message">{message}</p>
        {children}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onCancel} disabled={loading} />
            <Button text={confirmText} intent={intent} onClick={onConfirm} loading={loading} />
          </>
        }
      />
    </Dialog>
  );
}
