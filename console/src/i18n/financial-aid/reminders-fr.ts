import type { financialAidRemindersEn } from './reminders-en';

export const financialAidRemindersFr: Record<keyof typeof financialAidRemindersEn, string> = {
  'finaid.reminders.title': 'Rappels automatiques',
  'finaid.reminders.off':
    'Désactivés : les rappels ne partent que lorsque le personnel les envoie depuis un dossier.',
  'finaid.reminders.summary':
    'Dossiers ouverts avec une échéance : l’étudiant reçoit un SMS et un e-mail (selon ce qui est enregistré) dans sa langue :',
  'finaid.reminders.daysBefore.one': '{count} jour avant l’échéance',
  'finaid.reminders.daysBefore.other': '{count} jours avant l’échéance',
  'finaid.reminders.overdue': 'une fois le premier jour de retard',
  'finaid.reminders.default': 'Les réglages par défaut du produit s’appliquent.',
  'finaid.reminders.adminOnly': 'Seul l’administrateur de l’entreprise peut modifier ce calendrier.',
  'finaid.reminders.enabled': 'Envoyer les rappels automatiquement',
  'finaid.reminders.daysLabel': 'Jours avant l’échéance',
  'finaid.reminders.daysHelper': 'Jusqu’à trois nombres de 1 à 60, séparés par des virgules (p. ex. 7, 1)',
  'finaid.reminders.daysError': 'Saisissez jusqu’à trois nombres entiers de 1 à 60, séparés par des virgules',
  'finaid.reminders.overdueLabel': 'Rappeler une fois le premier jour de retard d’un dossier',
  'finaid.reminders.save': 'Enregistrer le calendrier des rappels',
  'finaid.reminders.saved': 'Calendrier des rappels enregistré',
  'finaid.reminders.lastChange': 'Modifié en dernier par {who} le {when}',
  'finaid.history.scheduled': 'programmé',
  'finaid.history.milestone.before.one': '{count} jour avant le {deadline}',
  'finaid.history.milestone.before.other': '{count} jours avant le {deadline}',
  'finaid.history.milestone.overdue': 'en retard depuis le {deadline}',
};
