import { Callout } from '@blueprintjs/core';
import { messageOr } from '../app/apiError';
import { useT } from '../i18n/I18nProvider';

interface Props {
  /** The failed query's error: its server message is shown when there is one. */
  error?: unknown;
}

/**
 * The one callout for a part of a screen whose data could not be loaded: the server's message when it
 * sent one, else the generic text (spec §8). `role="alert"`, like FormWarning and ErrorList, so a
 * screen reader announces it as it replaces the spinner (WCAG 4.1.3).
 */
export function LoadFailedCallout({ error }: Props) {
  const t = useT();
  return (
    <Callout intent="warning" icon="warning-sign" role="alert">
      {messageOr(error, t('common.loadFailed'))}
    </Callout>
  );
}
