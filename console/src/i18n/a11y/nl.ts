import type { a11yEn } from './en';

export const a11yNl: Record<keyof typeof a11yEn, string> = {
  'layout.skipToContent': 'Naar de inhoud',
  'a11y.importProgress': 'Voortgang van import {name}',
  'a11y.uploadProgress': 'Voortgang van het uploaden',
};
