import { useT } from '../i18n/I18nProvider';
import { useConfirmAction } from './useConfirmAction';

/** Confirm → progress → toast for deletes: 'Deleted successfully!' or 'Something went wrong!' (spec §8). */
export function useDeleteConfirm<T>(remove: (target: T) => Promise<unknown>, timeout?: number) {
  const t = useT();
  return useConfirmAction(remove, () => t('common.deleted'), timeout);
}
