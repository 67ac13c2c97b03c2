import { defineMessages } from './define-messages';

/** The labels inside a watchlist match's "details" text (the list's own data stays as published). */
export const watchlistMessages = defineMessages(
  {
    'watchlist.entity.individual': 'individual',
    'watchlist.entity.entity': 'entity',
    'watchlist.entity.vessel': 'vessel',
    'watchlist.entity.aircraft': 'aircraft',
    'watchlist.dob': 'DOB {dates}',
    'watchlist.countries': 'countries {countries}',
  },
  {
    fr: {
      'watchlist.entity.individual': 'personne physique',
      'watchlist.entity.entity': 'entité',
      'watchlist.entity.vessel': 'navire',
      'watchlist.entity.aircraft': 'aéronef',
      'watchlist.dob': 'né(e) le {dates}',
      'watchlist.countries': 'pays {countries}',
    },
    de: {
      'watchlist.entity.individual': 'Person',
      'watchlist.entity.entity': 'Organisation',
      'watchlist.entity.vessel': 'Schiff',
      'watchlist.entity.aircraft': 'Luftfahrzeug',
      'watchlist.dob': 'Geburtsdatum {dates}',
      'watchlist.countries': 'Länder {countries}',
    },
    nl: {
      'watchlist.entity.individual': 'persoon',
      'watchlist.entity.entity': 'organisatie',
      'watchlist.entity.vessel': 'vaartuig',
      'watchlist.entity.aircraft': 'luchtvaartuig',
      'watchlist.dob': 'geboortedatum {dates}',
      'watchlist.countries': 'landen {countries}',
    },
  },
);
