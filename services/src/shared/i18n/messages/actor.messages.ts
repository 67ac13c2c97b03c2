import { defineMessages } from './define-messages';

/** Who did something, as the lists and the IDV editor show it (shared/i18n/actor-label.ts). */
export const actorMessages = defineMessages(
  {
    'actor.apiKey': "API key '{name}'",
    'actor.system': 'system',
    'actor.process.applicant': 'applicant',
    'actor.process.document-check': 'document check',
    'actor.process.outbox-delivery': 'message delivery',
    'actor.process.reminder-schedule': 'reminder schedule',
  },
  {
    fr: {
      'actor.apiKey': 'clé d’API « {name} »',
      'actor.system': 'système',
      'actor.process.applicant': 'candidat',
      'actor.process.document-check': 'contrôle du document',
      'actor.process.outbox-delivery': 'envoi des messages',
      'actor.process.reminder-schedule': 'calendrier des rappels',
    },
    de: {
      'actor.apiKey': 'API-Schlüssel „{name}“',
      'actor.system': 'System',
      'actor.process.applicant': 'Bewerber',
      'actor.process.document-check': 'Dokumentenprüfung',
      'actor.process.outbox-delivery': 'Nachrichtenversand',
      'actor.process.reminder-schedule': 'Erinnerungsplan',
    },
    nl: {
      'actor.apiKey': "API-sleutel '{name}'",
      'actor.system': 'systeem',
      'actor.process.applicant': 'aanvrager',
      'actor.process.document-check': 'documentcontrole',
      'actor.process.outbox-delivery': 'berichtverzending',
      'actor.process.reminder-schedule': 'herinneringsschema',
    },
  },
);
