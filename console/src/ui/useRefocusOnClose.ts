import { useEffect, useRef } from 'react';

/**
 * WCAG 2.4.3 Focus Order for an inline form (one that opens in place, inside a dialog or page).
 * While it saves, its buttons are disabled and the browser drops focus to the page's body; when it
 * closes (saved or cancelled) its fields unmount. Focus then goes back to the control that opened it
 * (`opener`), or, when that control is not shown any more, to the form's container (`fallback`,
 * focusable with tabIndex -1), so the keyboard user stays where they were (and Esc still closes the
 * dialog around it). While the form stays open after a save that failed, focus goes to `retry` (the
 * field the error is about) if it had fallen to the body.
 */
export function useRefocusOnClose<
  Opener extends HTMLElement,
  Fallback extends HTMLElement,
  Retry extends HTMLElement = HTMLElement,
>(open: boolean, busy = false) {
  const opener = useRef<Opener>(null);
  const fallback = useRef<Fallback>(null);
  const retry = useRef<Retry>(null);
  const wasOpen = useRef(open);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasOpen.current && !open) {
      (opener.current?.isConnected ? opener.current : fallback.current)?.focus();
    } else if (open && wasBusy.current && !busy && lost) retry.current?.focus();
    wasOpen.current = open;
    wasBusy.current = busy;
  }, [open, busy]);
  return { opener, fallback, retry };
}
