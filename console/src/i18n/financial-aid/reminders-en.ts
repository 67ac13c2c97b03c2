/** The Financial aid page's "Automatic reminders" panel and the scheduled reminders in a case's history. */
export const financialAidRemindersEn = {
  'finaid.reminders.title': 'Automatic reminders',
  'finaid.reminders.off': 'Off: reminders are sent only when staff send them from a case.',
  'finaid.reminders.summary':
    'Open cases with a deadline: the student gets a text and an e-mail (whichever is on file) in their language:',
  'finaid.reminders.daysBefore.one': '{count} day before the deadline',
  'finaid.reminders.daysBefore.other': '{count} days before the deadline',
  'finaid.reminders.overdue': 'once on the first day overdue',
  'finaid.reminders.default': 'The product\u2019s defaults apply.',
  'finaid.reminders.adminOnly': 'Only the company admin can change this schedule.',
  'finaid.reminders.enabled': 'Send reminders automatically',
  'finaid.reminders.daysLabel': 'Days before the deadline',
  'finaid.reminders.daysHelper': 'Up to three numbers from 1 to 60, separated by commas (e.g. 7, 1)',
  'finaid.reminders.daysError': 'Enter up to three whole numbers from 1 to 60, separated by commas',
  'finaid.reminders.overdueLabel': 'Remind once on the first day a case is overdue',
  'finaid.reminders.save': 'Save reminder schedule',
  'finaid.reminders.saved': 'Reminder schedule saved',
  'finaid.reminders.lastChange': 'Last changed by {who} on {when}',
  'finaid.history.scheduled': 'scheduled',
  'finaid.history.milestone.before.one': '{count} day before {deadline}',
  'finaid.history.milestone.before.other': '{count} days before {deadline}',
  'finaid.history.milestone.overdue': 'overdue since {deadline}',
};
