import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';
import { ErrorList } from './ErrorList';

interface Props {
  title: string;
  icon: IconName;
  width: number;
  /** While saving: the dialog cannot be closed and the footer's buttons wait. */
  busy: boolean;
  onClose: () => void;
  /** The form's submit handler (useForm's `submit`). */
  onSubmit: (event?: { preventDefault: () => void }) => void;
  /** Server errors, listed above the fields. */
  errors: string[];
  /** Defaults to Save. */
  submitText?: string;
  /** The submit button's intent when it is not the usual primary (a rejection, say). */
  submitIntent?: 'primary' | 'danger';
  /**
   * What the save answered, shown in place of the form in the same dialog (e.g. a secret shown once),
   * with a primary button that closes it.
   */
  result?: { title: string; body: ReactNode; closeText: string } | null;
  children: ReactNode;
}

/** A dialog holding one form: the server's errors, the fields, then Cancel and the submit button; then, if given, the result. */
export function FormDialog({
  title,
  icon,
  width,
  busy,
  onClose,
  onSubmit,
  errors,
  submitText,
  submitIntent,
  result,
  children,
}: Props) {
  if (result) {
    return (
      <Dialog isOpen onClose={onClose} title={result.title} icon={icon} style={{ width }}>
        <DialogBody>{result.body}</DialogBody>
        <DialogFooter actions={<Button intent="primary" text={result.closeText} onClick={onClose} />} />
      </Dialog>
    );
  }
  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={title} icon={icon} style={{ width }}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <ErrorList messages={errors} />
          {children}
        </DialogBody>
        <DialogActions busy={busy} onCancel={onClose} submitText={submitText} submitIntent={submitIntent} />
      </form>
    </Dialog>
  );
}
