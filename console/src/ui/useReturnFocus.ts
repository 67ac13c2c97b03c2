import { useLayoutEffect } from 'react';

/**
 * WCAG 2.4.3 Focus Order: a dialog that its owner unmounts on close (rather than closing it with
 * isOpen=false, when Blueprint's overlay gives focus back itself) hands focus back to what opened it,
 * the table row or button focused when it mounted, instead of dropping it on the page's body.
 */
export function useReturnFocus(): void {
  useLayoutEffect(() => {
    // Read before Blueprint moves focus into the dialog (its overlay does so in an effect, after this).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      // After the dialog's nodes are gone; leave focus alone if the close moved it somewhere on purpose.
      window.setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && opener?.isConnected) opener.focus();
      });
    };
  }, []);
}
