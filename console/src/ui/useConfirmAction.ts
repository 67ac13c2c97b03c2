import { useState } from 'react';
import { showToast } from './toastStore';
import { useT } from '../i18n/I18nProvider';

/**
 * Confirm → progress → toast: `ask(target)` opens the confirmation, confirming runs the action on it
 * while the dialog's button spins; then the dialog closes and a toast says `done(target)` (when given)
 * or 'Something went wrong!' (spec §8). `dialog` is what ConfirmDialog takes besides its texts.
 */
export function useConfirmAction<T>(
  run: (target: T) => Promise<unknown>,
  done?: (target: T) => string,
  timeout?: number,
) {
  const t = useT();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = () => setTarget(null);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await run(target);
      if (done) showToast({ message: done(target), intent: 'success', timeout });
    } catch {
      showToast({ message: t('common.somethingWentWrong'), intent: 'danger', timeout });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  const dialog = {
    isOpen: target !== null,
    loading: busy,
    onConfirm: () => void confirm(),
    onCancel: cancel,
  };
  return { target, busy, ask: setTarget, cancel, confirm, dialog };
}
