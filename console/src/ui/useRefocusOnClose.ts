import { useEffect, useRef } from 'react';

/**
 * WCAG 2.4.3 Focus Order: when an inline form closes (saved or cancelled), its fields and buttons
 * unmount and focus would fall to the page's body, out of the dialog it sat in (where Esc then does
 * nothing). The returned ref's element (focusable with tabIndex -1) takes focus back instead.
 */
export function useRefocusOnClose<T extends HTMLElement>(open: boolean) {
  const target = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) target.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return target;
}
