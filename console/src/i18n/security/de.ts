import type { securityEn } from './en';

export const securityDe: Record<keyof typeof securityEn, string> = {
  'nav.security': 'Anmeldung und Sicherheit',
  'security.title': 'Anmeldung und Sicherheit',
  'security.subtitle':
    'Wie sich Ihre Mitarbeitenden anmelden, welchen zweiten Faktor sie brauchen und wie lange eine Sitzung dauert.',
};
