import { useLayoutEffect } from 'react';

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
    return () => {
      // After the dialog's nodes are gone and Blueprint had its turn (an outer dialog takes focus back
      // in an animation frame); leave focus alone if the close moved it somewhere on purpose.
      requestAnimationFrame(() =>
        window.setTimeout(() => {
          if (focusLost() && opener?.isConnected) opener.focus();
        }),
      );
    };
  }, [isOpen]);
}
