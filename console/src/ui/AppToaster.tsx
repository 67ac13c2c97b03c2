import { Classes, Overlay2, OverlaysProvider } from '@blueprintjs/core';
import { createRef, useCallback, useRef, useSyncExternalStore, type RefObject } from 'react';
import { AppToast } from './AppToast';
import { clearToasts, dismissToast, shownToasts, subscribeToasts } from './toastStore';

/** Spec §8 mentions a bottom-left toast area: Blueprint's toast container classes for that corner. */
const CONTAINER = [
  Classes.TOAST_CONTAINER,
  `${Classes.TOAST_CONTAINER}-bottom`,
  `${Classes.TOAST_CONTAINER}-left`,
  `${Classes.TOAST_CONTAINER}-in-portal`,
  // Starts right of the docked sidebar (styles.css) so toasts never cover the sidebar's controls.
  'app-toaster',
].join(' ');

/**
 * The one toast area of the console, mounted once inside the i18n provider so that every toast's
 * close button is named in the current language (showToast in toastStore.ts feeds it). Blueprint's
 * overlay draws it (portal, enter and leave transitions, Esc clears every toast) as its OverlayToaster
 * did; the toasts are ours (AppToast.tsx). It keeps its own overlay stack, as Blueprint's toaster did
 * from its own React root: a toast never takes a dialog's place as the top overlay (the dialog keeps
 * its focus trap and its Esc).
 */
export function AppToaster() {
  return (
    <OverlaysProvider>
      <Toasts />
    </OverlaysProvider>
  );
}

function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, shownToasts);
  // Each toast's node, for its transition (Blueprint's overlay needs one ref per keyed child).
  const refs = useRef(new Map<string, RefObject<HTMLDivElement>>());
  const childRefs: Record<string, RefObject<HTMLDivElement>> = {};
  for (const { key } of toasts) {
    if (!refs.current.has(key)) refs.current.set(key, createRef<HTMLDivElement>());
    childRefs[key] = refs.current.get(key)!;
  }
  for (const key of refs.current.keys()) if (!(key in childRefs)) refs.current.delete(key);
  // Where focus was before it came into a toast: it goes back there when the user closes toasts from
  // inside one (WCAG 2.4.3), instead of falling to the page's body with the toast.
  const cameFrom = useRef<HTMLElement | null>(null);
  const giveFocusBack = () => {
    const inToast = document.activeElement?.closest(`.${Classes.TOAST}`);
    if (inToast && cameFrom.current?.isConnected) cameFrom.current.focus();
    cameFrom.current = null;
  };
  const close = (key: string) => {
    giveFocusBack();
    dismissToast(key);
  };
  const onFocusFrom = useCallback((from: HTMLElement) => (cameFrom.current = from), []);
  const onExpire = useCallback((key: string) => dismissToast(key), []);
  return (
    <Overlay2
      isOpen={toasts.length > 0}
      autoFocus={false}
      enforceFocus={false}
      hasBackdrop={false}
      canOutsideClickClose={false}
      canEscapeKeyClose
      onClose={(e) => {
        if ((e as { key?: string } | undefined)?.key !== 'Escape') return;
        giveFocusBack();
        clearToasts();
      }}
      shouldReturnFocusOnClose={false}
      className={CONTAINER}
      childRefs={childRefs}
      // Blueprint's toaster: $pt-transition-duration * 3 + $pt-transition-duration / 2.
      transitionDuration={350}
      transitionName={Classes.TOAST}
    >
      {toasts.map((toast) => (
        <AppToast
          key={toast.key}
          ref={childRefs[toast.key]}
          toast={toast}
          onClose={close}
          onExpire={onExpire}
          onFocusFrom={onFocusFrom}
        />
      ))}
    </Overlay2>
  );
}
