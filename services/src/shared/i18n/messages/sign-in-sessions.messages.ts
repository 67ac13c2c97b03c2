import { defineMessages } from './define-messages';

/** Server-side sessions (issue 31): idle and lifetime refusals, the session policy, one's own sessions. */
export const signInSessionMessages = defineMessages(
  {
    'session.idleRefused':
      'You were signed out after {minutes} minutes without activity. Please sign in again.',
    'session.expiredRefused':
      'Your session reached its maximum length of {hours} hours. Please sign in again.',
    'session.idleTimeoutRange': 'Choose a whole number of minutes from {min} to {max}',
    'session.lifetimeRange': 'Choose a whole number of hours from {min} to {max}',
    'session.lifetimeShorterThanIdle': 'The maximum session length must be longer than the idle timeout',
    'session.policySaved': 'Session settings saved',
    'session.ended': 'The session was ended',
    'session.signedOutEverywhere': 'You were signed out everywhere',
    'error.notFound.signInSession': 'Session not found',
  },
  {
    fr: {
      'session.idleRefused':
        'Vous avez été déconnecté après {minutes} minutes d’inactivité. Veuillez vous reconnecter.',
      'session.expiredRefused':
        'Votre session a atteint sa durée maximale de {hours} heures. Veuillez vous reconnecter.',
      'session.idleTimeoutRange': 'Choisissez un nombre entier de minutes entre {min} et {max}',
      'session.lifetimeRange': 'Choisissez un nombre entier d’heures entre {min} et {max}',
      'session.lifetimeShorterThanIdle': 'La durée maximale de session doit dépasser le délai d’inactivité',
      'session.policySaved': 'Paramètres de session enregistrés',
      'session.ended': 'La session a été fermée',
      'session.signedOutEverywhere': 'Vous avez été déconnecté partout',
      'error.notFound.signInSession': 'Session introuvable',
    },
    de: {
      'session.idleRefused':
        'Sie wurden nach {minutes} Minuten ohne Aktivität abgemeldet. Bitte melden Sie sich erneut an.',
      'session.expiredRefused':
        'Ihre Sitzung hat ihre Höchstdauer von {hours} Stunden erreicht. Bitte melden Sie sich erneut an.',
      'session.idleTimeoutRange': 'Wählen Sie eine ganze Zahl von Minuten zwischen {min} und {max}',
      'session.lifetimeRange': 'Wählen Sie eine ganze Zahl von Stunden zwischen {min} und {max}',
      'session.lifetimeShorterThanIdle':
        'Die maximale Sitzungsdauer muss länger sein als die Zeit bis zur Abmeldung bei Inaktivität',
      'session.policySaved': 'Sitzungseinstellungen gespeichert',
      'session.ended': 'Die Sitzung wurde beendet',
      'session.signedOutEverywhere': 'Sie wurden überall abgemeldet',
      'error.notFound.signInSession': 'Sitzung nicht gefunden',
    },
    nl: {
      'session.idleRefused': 'U bent afgemeld na {minutes} minuten zonder activiteit. Meld u opnieuw aan.',
      'session.expiredRefused':
        'Uw sessie heeft de maximale duur van {hours} uur bereikt. Meld u opnieuw aan.',
      'session.idleTimeoutRange': 'Kies een geheel aantal minuten van {min} tot {max}',
      'session.lifetimeRange': 'Kies een geheel aantal uren van {min} tot {max}',
      'session.lifetimeShorterThanIdle': 'De maximale sessieduur moet langer zijn dan de inactiviteitstijd',
      'session.policySaved': 'Sessie-instellingen opgeslagen',
      'session.ended': 'De sessie is beëindigd',
      'session.signedOutEverywhere': 'U bent overal afgemeld',
      'error.notFound.signInSession': 'Sessie niet gevonden',
    },
  },
);
