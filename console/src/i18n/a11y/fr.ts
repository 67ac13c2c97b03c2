import type { a11yEn } from './en';

export const a11yFr: Record<keyof typeof a11yEn, string> = {
  'layout.skipToContent': 'Aller au contenu',
  'a11y.importProgress': 'Avancement de l’import {name}',
  'a11y.uploadProgress': 'Avancement de l’envoi',
};
