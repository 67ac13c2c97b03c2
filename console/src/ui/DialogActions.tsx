import { Button, DialogFooter, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useT } from '../i18n/I18nProvider';

interface Props {
  /** While saving: Cancel is disabled and the submit button spins (a loading button is disabled too). */
  busy: boolean;
  onCancel: () => void;
  /** Defaults to Save. */
  submitText?: string;
  submitIntent?: Intent;
  submitIcon?: IconName;
}

/** Footer of a form dialog: Cancel, and the button that submits the surrounding form. */
export function DialogActions({ busy, onCancel, submitText, submitIntent = 'primary', submitIcon }: Props) {
  const t = useT();
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('common.cancel')} onClick={onCancel} disabled={busy} />
          <Button
            type="submit"
            intent={submitIntent}
            icon={submitIcon}
            text={submitText ?? t('common.save')}
            loading={busy}
          />
        </>
      }
    />
  );
}
