import type { financialAidRemindersEn } from './reminders-en';

export const financialAidRemindersDe: Record<keyof typeof financialAidRemindersEn, string> = {
  'finaid.reminders.title': 'Automatische Erinnerungen',
  'finaid.reminders.off': 'Aus: Erinnerungen gehen nur hinaus, wenn das Personal sie aus einem Fall sendet.',
  'finaid.reminders.summary':
    'Offene Fälle mit Frist: Die Person erhält eine SMS und eine E-Mail (je nachdem, was hinterlegt ist) in ihrer Sprache:',
  'finaid.reminders.daysBefore.one': '{count} Tag vor der Frist',
  'finaid.reminders.daysBefore.other': '{count} Tage vor der Frist',
  'finaid.reminders.overdue': 'einmal am ersten Tag der Überschreitung',
  'finaid.reminders.default': 'Es gelten die Voreinstellungen des Produkts.',
  'finaid.reminders.adminOnly': 'Nur der Firmenadministrator kann diesen Plan ändern.',
  'finaid.reminders.enabled': 'Erinnerungen automatisch senden',
  'finaid.reminders.daysLabel': 'Tage vor der Frist',
  'finaid.reminders.daysHelper': 'Bis zu drei Zahlen von 1 bis 60, durch Kommas getrennt (z. B. 7, 1)',
  'finaid.reminders.daysError': 'Geben Sie bis zu drei ganze Zahlen von 1 bis 60 ein, durch Kommas getrennt',
  'finaid.reminders.overdueLabel': 'Einmal am ersten Tag erinnern, an dem ein Fall überfällig ist',
  'finaid.reminders.save': 'Erinnerungsplan speichern',
  'finaid.reminders.saved': 'Erinnerungsplan gespeichert',
  'finaid.reminders.lastChange': 'Zuletzt geändert von {who} am {when}',
  'finaid.history.scheduled': 'geplant',
  'finaid.history.milestone.before.one': '{count} Tag vor dem {deadline}',
  'finaid.history.milestone.before.other': '{count} Tage vor dem {deadline}',
  'finaid.history.milestone.overdue': 'überfällig seit {deadline}',
};
