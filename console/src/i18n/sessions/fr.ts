import type { sessionsEn } from './en';

export const sessionsFr: Record<keyof typeof sessionsEn, string> = {
  'security.sessionsTab': 'Sessions',
  'signInSessions.policyIntro':
    'Une session se termine après un temps sans activité, et dans tous les cas un temps fixe après la connexion. Un changement s’applique à chaque session dès sa prochaine requête.',
  'signInSessions.idleTimeout': 'Déconnexion après inactivité (minutes)',
  'signInSessions.idleTimeoutHelp': 'De {min} à {max} minutes. Le personnel est averti deux minutes avant.',
  'signInSessions.lifetime': 'Durée maximale d’une session (heures)',
  'signInSessions.lifetimeHelp': 'De {min} à {max} heures après la connexion, quelle que soit l’activité.',
  'signInSessions.wholeNumber': 'Saisissez un nombre entier',
  'signInSessions.saved': 'Paramètres de session enregistrés',
  'signInSessions.lastChanged': 'Modifié pour la dernière fois par {name} le {date}.',
  'signInSessions.defaults':
    'Les valeurs par défaut s’appliquent : personne n’a encore modifié ces paramètres.',
  'profile.menuSessions': 'Sessions',
  'signInSessions.heading': 'Vos sessions',
  'signInSessions.intro':
    'Où votre compte est connecté en ce moment. Fermez toute session que vous ne reconnaissez pas.',
  'signInSessions.started': 'Ouverte le',
  'signInSessions.lastActive': 'Dernière activité',
  'signInSessions.method': 'Méthode de connexion',
  'signInSessions.browser': 'Navigateur',
  'signInSessions.address': 'Adresse',
  'signInSessions.thisSession': 'Cette session',
  'signInSessions.endTitle': 'Fermer la session',
  'signInSessions.end': 'Fermer',
  'signInSessions.endLabel': 'Fermer la session ouverte le {date}',
  'signInSessions.endConfirm': 'Fermer cette session ? Qui l’utilise devra se reconnecter.',
  'signInSessions.ended': 'La session a été fermée',
  'signInSessions.signOutEverywhere': 'Se déconnecter partout',
  'signInSessions.signOutEverywhereConfirm': 'Se déconnecter de toutes les sessions, y compris celle-ci ?',
  'signInSessions.none': 'Aucune session ouverte',
  'signInSessions.unknown': 'Inconnu',
  'signInSessions.method.password': 'Mot de passe',
  'signInSessions.method.password-change': 'Changement de mot de passe',
  'signInSessions.method.sso': 'Authentification unique',
  'signInSessions.method.mfa': 'Mot de passe et second facteur',
  'signInSessions.method.other': 'Autre',
  'signInSessions.idleTitle': 'Êtes-vous toujours là ?',
  'signInSessions.idleWarning': 'Vous serez déconnecté dans {time} faute d’activité.',
  'signInSessions.staySignedIn': 'Rester connecté',
  'signInSessions.signOutNow': 'Se déconnecter',
  'signInSessions.signedOutIdle':
    'Vous avez été déconnecté après {minutes} minutes d’inactivité. Veuillez vous reconnecter.',
  'signInSessions.signedOutLifetime':
    'Votre session a atteint sa durée maximale de {hours} heures. Veuillez vous reconnecter.',
  'signInSessions.signedOutEverywhere': 'Vous avez été déconnecté partout.',
};
