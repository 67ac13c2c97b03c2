import type { sessionsEn } from './en';

export const sessionsDe: Record<keyof typeof sessionsEn, string> = {
  'security.sessionsTab': 'Sitzungen',
  'signInSessions.policyIntro':
    'Eine Sitzung endet nach einer Zeit ohne Aktivität und in jedem Fall eine feste Zeit nach der Anmeldung. Eine Änderung gilt für jede Sitzung ab ihrer nächsten Anfrage.',
  'signInSessions.idleTimeout': 'Abmeldung bei Inaktivität nach (Minuten)',
  'signInSessions.idleTimeoutHelp':
    'Von {min} bis {max} Minuten. Mitarbeitende werden zwei Minuten vorher gewarnt.',
  'signInSessions.lifetime': 'Maximale Sitzungsdauer (Stunden)',
  'signInSessions.lifetimeHelp':
    'Von {min} bis {max} Stunden nach der Anmeldung, unabhängig von der Aktivität.',
  'signInSessions.wholeNumber': 'Geben Sie eine ganze Zahl ein',
  'signInSessions.saved': 'Sitzungseinstellungen gespeichert',
  'signInSessions.lastChanged': 'Zuletzt geändert von {name} am {date}.',
  'signInSessions.defaults': 'Es gelten die Standardwerte: Niemand hat diese Einstellungen bisher geändert.',
  'profile.menuSessions': 'Sitzungen',
  'signInSessions.heading': 'Ihre Sitzungen',
  'signInSessions.intro':
    'Wo Ihr Konto gerade angemeldet ist. Beenden Sie jede Sitzung, die Sie nicht kennen.',
  'signInSessions.started': 'Begonnen',
  'signInSessions.lastActive': 'Zuletzt aktiv',
  'signInSessions.method': 'Anmeldemethode',
  'signInSessions.browser': 'Browser',
  'signInSessions.address': 'Adresse',
  'signInSessions.thisSession': 'Diese Sitzung',
  'signInSessions.endTitle': 'Sitzung beenden',
  'signInSessions.end': 'Beenden',
  'signInSessions.endLabel': 'Die am {date} begonnene Sitzung beenden',
  'signInSessions.endConfirm': 'Diese Sitzung beenden? Wer sie nutzt, muss sich erneut anmelden.',
  'signInSessions.ended': 'Die Sitzung wurde beendet',
  'signInSessions.signOutEverywhere': 'Überall abmelden',
  'signInSessions.signOutEverywhereConfirm': 'Von allen Sitzungen abmelden, auch von dieser?',
  'signInSessions.none': 'Keine offene Sitzung',
  'signInSessions.unknown': 'Unbekannt',
  'signInSessions.method.password': 'Passwort',
  'signInSessions.method.password-change': 'Passwortänderung',
  'signInSessions.method.sso': 'Single Sign-on',
  'signInSessions.method.mfa': 'Passwort und zweiter Faktor',
  'signInSessions.method.other': 'Andere',
  'signInSessions.idleTitle': 'Sind Sie noch da?',
  'signInSessions.idleWarning': 'Sie werden in {time} abgemeldet, weil keine Aktivität stattgefunden hat.',
  'signInSessions.staySignedIn': 'Angemeldet bleiben',
  'signInSessions.signOutNow': 'Abmelden',
  'signInSessions.signedOutIdle':
    'Sie wurden nach {minutes} Minuten ohne Aktivität abgemeldet. Bitte melden Sie sich erneut an.',
  'signInSessions.signedOutLifetime':
    'Ihre Sitzung hat ihre Höchstdauer von {hours} Stunden erreicht. Bitte melden Sie sich erneut an.',
  'signInSessions.signedOutEverywhere': 'Sie wurden überall abgemeldet.',
};
