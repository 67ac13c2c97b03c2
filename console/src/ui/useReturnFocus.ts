import { useLayoutEffect } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where focus sits when it has nowhere to be: the page's body, or one of Blueprint's focus-trap stops. */
function focusLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    active.matches('.bp6-overlay-start-focus-trap, .bp6-overlay-end-focus-trap')
  );
}

/**
 * WCAG 2.4.3 Focus Order: a dialog hands focus back to what opened it (the table row or button focused
 * when it opened) once it is closed, instead of dropping it on the page's body. Blueprint's overlay does
 * so itself only when the dialog is closed with isOpen=false and stays mounted; most of the console's
 * dialogs are unmounted by their owner on close, and a dialog opened from another dialog hands focus to
 * the outer dialog's focus-trap stop. `isOpen`: the dialog's own flag (true for a dialog that is mounted
 * only while open).
 */
export function useReturnFocus(isOpen = true): void {
  useLayoutEffect(() => {
    if (!isOpen) return;
    // Read before Blueprint moves focus into the dialog (its overlay does so in an effect, after this).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog the opener sits in, if any: where focus goes when the dialog removed its opener
    // (a confirmation that deleted the row whose button opened it).
    const home = opener?.closest<HTMLElement>('.bp6-dialog') ?? null;
    return () => {
      // After the dialog's nodes are gone and Blueprint had its turn (an outer dialog takes focus back
      // in an animation frame); leave focus alone if the close moved it somewhere on purpose.
      requestAnimationFrame(() =>
        window.setTimeout(() => {
          if (!focusLost()) return;
          if (opener?.isConnected) {
            opener.focus();
            if (home) focusHomeWhenRemoved(opener, home);
          } else focusInside(home);
        }),
      );
    };
  }, [isOpen]);
}

function focusInside(home: HTMLElement | null): void {
  if (home?.isConnected) home.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/**
 * The opener may go a moment later (the list under a confirmation refetched without the row it
 * deleted): focus then falls to the page's body, out of the dialog the opener sat in, and the
 * keyboard can no longer reach that dialog. Watched only briefly, while the list settles.
 */
function focusHomeWhenRemoved(opener: HTMLElement, home: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    observer.disconnect();
    if (focusLost()) focusInside(home);
  });
  observer.observe(home, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 5000);
}
