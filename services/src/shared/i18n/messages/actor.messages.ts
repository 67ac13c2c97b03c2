import { defineMessages } from './define-messages';

/** Who did something, as the lists and the IDV editor show it (shared/i18n/actor-label.ts). */
export const actorMessages = defineMessages(
  {
    'actor.apiKey': "API key '{name}'",
    'actor.system': 'system',
  },
  {
    fr: { 'actor.apiKey': 'clé d’API « {name} »', 'actor.system': 'système' },
    de: { 'actor.apiKey': 'API-Schlüssel „{name}“', 'actor.system': 'System' },
    nl: { 'actor.apiKey': "API-sleutel '{name}'", 'actor.system': 'systeem' },
  },
);
