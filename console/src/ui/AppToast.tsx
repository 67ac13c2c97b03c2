import { Button, ButtonGroup, Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { forwardRef, useEffect, useState, type FocusEvent } from 'react';
import { useT } from '../i18n/I18nProvider';
import type { ShownToast } from './toastStore';

const ICONS: Record<Intent, IconName> = {
  success: 'tick-circle',
  danger: 'error',
  warning: 'warning-sign',
  primary: 'info-sign',
  none: 'info-sign',
};

interface Props {
  toast: ShownToast;
  /** The toast's close button or action was used (by the user, not the timer). */
  onClose: (key: string) => void;
  /** Its timer ran out. */
  onExpire: (key: string) => void;
  /** Focus came into the toast from `from` (outside every toast): where to give it back on close. */
  onFocusFrom: (from: HTMLElement) => void;
  /** Added by Blueprint's overlay around it (its transition class). */
  className?: string;
}

/**
 * One toast, drawn as Blueprint's (its classes and look) but with the close button named in the
 * user's language: Blueprint's Toast names it "Close" in English whatever the language (WCAG 3.1.2,
 * docs/accessibility.md). Like Blueprint's, its timer stops while the pointer is over it or focus is
 * in it, and starts again in full when they leave.
 */
export const AppToast = forwardRef<HTMLDivElement, Props>(function AppToast(
  { toast, onClose, onExpire, onFocusFrom, className },
  ref,
) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { key, timeout, shownAt } = toast;
  useEffect(() => {
    if (hovered || focused || timeout <= 0) return;
    const timer = window.setTimeout(() => onExpire(key), timeout);
    return () => window.clearTimeout(timer);
  }, [hovered, focused, timeout, shownAt, key, onExpire]);
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    const from = e.relatedTarget;
    if (from instanceof HTMLElement && !from.closest(`.${Classes.TOAST}`)) onFocusFrom(from);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocused(false);
  };
  const classes = [Classes.TOAST, Classes.intentClass(toast.intent), className].filter(Boolean).join(' ');
  return (
    <div
      ref={ref}
      className={classes}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Icon icon={ICONS[toast.intent]} />
      <span className={Classes.TOAST_MESSAGE} role="alert">
        {toast.message}
      </span>
      <ButtonGroup variant="minimal">
        {toast.action ? (
          <Button
            text={toast.action.text}
            onClick={() => {
              toast.action?.onClick();
              onClose(key);
            }}
          />
        ) : null}
        <Button aria-label={t('common.close')} icon={<CrossIcon />} onClick={() => onClose(key)} />
      </ButtonGroup>
    </div>
  );
});
