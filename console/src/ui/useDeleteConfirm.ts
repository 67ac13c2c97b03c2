import { useState } from 'react';
import { showToast } from './AppToaster';
import { useT } from '../i18n/I18nProvider';

/** Confirm → progress → toast for deletes: 'Deleted successfully!' or 'Something went wrong!' (spec §8). */
export function useDeleteConfirm<T>(remove: (target: T) => Promise<unknown>, timeout?: number) {
  const t = useT();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      showToast({ message: t('common.deleted'), intent: 'success', timeout });
    } catch {
      showToast({ message: t('common.somethingWentWrong'), intent: 'danger', timeout });
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}
