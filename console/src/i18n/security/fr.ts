import type { securityEn } from './en';

export const securityFr: Record<keyof typeof securityEn, string> = {
  'nav.security': 'Connexion et sécurité',
  'security.title': 'Connexion et sécurité',
  'security.subtitle':
    'Comment votre personnel se connecte, quel second facteur il utilise et combien de temps dure une session.',
};
