/** The dashboard's trend charts: English, the reference. */
export const trendsEn = {
  'trends.title': 'Trends',
  'trends.risk.title': 'Verifications per day by risk level',
  'trends.idv.title': 'ID verification results per day',
  'trends.formType': 'Form type',
  'trends.day': 'Day',
  'trends.showTable': 'Show as table',
  'trends.showChart': 'Show as chart',
  'trends.hint': 'Select a bar to open its list.',
  'trends.empty': 'Nothing in this period.',
};
