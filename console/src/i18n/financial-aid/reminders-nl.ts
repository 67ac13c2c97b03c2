import type { financialAidRemindersEn } from './reminders-en';

export const financialAidRemindersNl: Record<keyof typeof financialAidRemindersEn, string> = {
  'finaid.reminders.title': 'Automatische herinneringen',
  'finaid.reminders.off':
    'Uit: herinneringen gaan alleen weg als medewerkers ze vanuit een dossier versturen.',
  'finaid.reminders.summary':
    'Open dossiers met een termijn: de student krijgt een sms en een e-mail (wat er van hem of haar bekend is) in zijn of haar taal:',
  'finaid.reminders.daysBefore.one': '{count} dag vóór de termijn',
  'finaid.reminders.daysBefore.other': '{count} dagen vóór de termijn',
  'finaid.reminders.overdue': 'eenmaal op de eerste dag na de termijn',
  'finaid.reminders.default': 'De standaardinstellingen van het product gelden.',
  'finaid.reminders.adminOnly': 'Alleen de bedrijfsbeheerder kan dit schema wijzigen.',
  'finaid.reminders.enabled': 'Herinneringen automatisch versturen',
  'finaid.reminders.daysLabel': 'Dagen vóór de termijn',
  'finaid.reminders.daysHelper': 'Tot drie getallen van 1 tot 60, gescheiden door komma’s (bijv. 7, 1)',
  'finaid.reminders.daysError': 'Vul tot drie hele getallen van 1 tot 60 in, gescheiden door komma’s',
  'finaid.reminders.overdueLabel': 'Eenmaal herinneren op de eerste dag dat een dossier over tijd is',
  'finaid.reminders.save': 'Herinneringsschema opslaan',
  'finaid.reminders.saved': 'Herinneringsschema opgeslagen',
  'finaid.reminders.lastChange': 'Laatst gewijzigd door {who} op {when}',
  'finaid.history.scheduled': 'gepland',
  'finaid.history.milestone.before.one': '{count} dag vóór {deadline}',
  'finaid.history.milestone.before.other': '{count} dagen vóór {deadline}',
  'finaid.history.milestone.overdue': 'over tijd sinds {deadline}',
};
