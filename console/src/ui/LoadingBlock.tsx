import { Spinner } from '@blueprintjs/core';
import { useT } from '../i18n/I18nProvider';

/**
 * A spinner in a block as tall as what it stands for (a class that sets its min-height), so that when
 * the content arrives nothing below it moves: a count someone is about to click stays under the pointer.
 */
export function LoadingBlock({ reserve }: { reserve: string }) {
  const t = useT();
  return (
    <div className={`loading-block ${reserve}`} aria-busy="true">
      <Spinner size={20} aria-label={t('common.loading')} />
    </div>
  );
}
