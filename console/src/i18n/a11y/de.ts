import type { a11yEn } from './en';

export const a11yDe: Record<keyof typeof a11yEn, string> = {
  'layout.skipToContent': 'Zum Inhalt springen',
  'a11y.importProgress': 'Fortschritt des Imports {name}',
  'a11y.uploadProgress': 'Fortschritt des Hochladens',
};
