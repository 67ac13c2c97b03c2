import {
  Button,
  Classes,
  Dialog as BlueprintDialog,
  Drawer as BlueprintDrawer,
  H2,
  Icon,
  type DialogProps,
  type DrawerProps,
} from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { useT } from '../i18n/I18nProvider';
import { useReturnFocus } from './useReturnFocus';

const FOCUSABLE = [
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * WCAG 2.4.3: once a dialog has opened, focus is on its first control: a field, else a button of its
 * body, else of its footer (a confirmation's Cancel comes first), so a screen reader announces the
 * dialog by its title. Blueprint leaves it on its focus-trap stop, an unnamed element outside the
 * dialog. Focus anywhere else is left alone: a field that asked for it (autoFocus), or a dialog opened
 * on top of this one before its fade-in ended.
 */
function focusFirstControl(container: HTMLElement): void {
  const dialog = container.querySelector<HTMLElement>(`.${Classes.DIALOG}`) ?? container;
  const overlay = container.closest(`.${Classes.OVERLAY}`) ?? container;
  const active = document.activeElement;
  const stranded =
    !active || active === document.body || (overlay.contains(active) && !dialog.contains(active));
  if (!stranded) return;
  for (const part of [`.${Classes.DIALOG_BODY}`, `.${Classes.DIALOG_FOOTER}`]) {
    const first = dialog.querySelector(part)?.querySelector<HTMLElement>(FOCUSABLE);
    if (first) return first.focus();
  }
  dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

interface HeaderProps {
  className: string;
  /** The title's look, when not the dialog's (a drawer's is smaller). */
  titleClassName?: string;
  titleId?: string;
  icon: DialogProps['icon'];
  title: ReactNode;
  closeButton: boolean;
  onClose?: (event: SyntheticEvent<HTMLElement>) => void;
}

/**
 * Blueprint's dialog and drawer header, with the close button named in the user's language
 * (Blueprint's own says "Close" in English whatever the language: WCAG 3.1.2, docs/accessibility.md).
 */
function OverlayHeader({
  className,
  titleClassName,
  titleId,
  icon,
  title,
  closeButton,
  onClose,
}: HeaderProps) {
  const t = useT();
  return (
    <div className={className}>
      <Icon icon={icon} aria-hidden />
      <H2 id={titleId} className={titleClassName}>
        {title}
      </H2>
      {closeButton ? (
        <Button
          aria-label={t('common.close')}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCrossIcon />}
          onClick={onClose}
          variant="minimal"
        />
      ) : null}
    </div>
  );
}

/**
 * Blueprint's Dialog (same props), its header ours: titled by an `h2`, its close button translated;
 * focus goes to its first control once open and back to what opened it once closed (useReturnFocus).
 */
export function Dialog({ title, icon, isCloseButtonShown, children, onOpened, ...props }: DialogProps) {
  const titleId = useId();
  useReturnFocus(props.isOpen);
  const opened = (node: HTMLElement) => {
    focusFirstControl(node);
    onOpened?.(node);
  };
  if (title == null)
    return (
      <BlueprintDialog {...props} onOpened={opened}>
        {children}
      </BlueprintDialog>
    );
  return (
    <BlueprintDialog {...props} onOpened={opened} aria-labelledby={props['aria-labelledby'] ?? titleId}>
      <OverlayHeader
        className={Classes.DIALOG_HEADER}
        titleId={titleId}
        icon={icon}
        title={title}
        closeButton={isCloseButtonShown !== false}
        onClose={props.onClose}
      />
      {children}
    </BlueprintDialog>
  );
}

/** Blueprint's Drawer (same props), its header ours, as the dialog's. */
export function Drawer({ title, icon, isCloseButtonShown, children, ...props }: DrawerProps) {
  if (title == null) return <BlueprintDrawer {...props}>{children}</BlueprintDrawer>;
  return (
    <BlueprintDrawer {...props}>
      <OverlayHeader
        className={Classes.DRAWER_HEADER}
        titleClassName="heading-as-h4"
        icon={icon}
        title={title}
        closeButton={isCloseButtonShown !== false}
        onClose={props.onClose}
      />
      {children}
    </BlueprintDrawer>
  );
}
