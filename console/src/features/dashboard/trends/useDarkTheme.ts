import { useEffect, useState } from 'react';
import { Classes } from '../../../ui';

const isDark = () => document.body.classList.contains(Classes.DARK);

/**
 * Whether Blueprint's dark class is on <body> (ui/theme.ts puts it there), followed as it changes:
 * the chart's SVG colours are props, not stylesheet rules, so the chart must re-render on a switch.
 */
export function useDarkTheme(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
