import { Classes } from '@blueprintjs/core';

export type Theme = 'light' | 'dark';

export function readTheme(stored: string | null): Theme {
  return stored === 'dark' ? 'dark' : 'light';
}

/** Blueprint's dark class (bp6-dark with the installed major) on <body>, so portals follow it too. */
export function applyTheme(theme: Theme): void {
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}
