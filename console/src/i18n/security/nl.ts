import type { securityEn } from './en';

export const securityNl: Record<keyof typeof securityEn, string> = {
  'nav.security': 'Aanmelden en beveiliging',
  'security.title': 'Aanmelden en beveiliging',
  'security.subtitle':
    'Hoe uw medewerkers zich aanmelden, welke tweede factor ze nodig hebben en hoe lang een sessie duurt.',
};
