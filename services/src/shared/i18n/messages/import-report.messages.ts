import { defineMessages } from './define-messages';

/** The row-error report of an import (GET /api/imports/:id/errors.csv): its column headers. */
export const importReportMessages = defineMessages(
  {
    'importReport.line': 'line',
    'importReport.field': 'field',
    'importReport.message': 'message',
  },
  {
    fr: { 'importReport.line': 'ligne', 'importReport.field': 'champ', 'importReport.message': 'message' },
    de: { 'importReport.line': 'Zeile', 'importReport.field': 'Feld', 'importReport.message': 'Meldung' },
    nl: { 'importReport.line': 'regel', 'importReport.field': 'veld', 'importReport.message': 'melding' },
  },
);
