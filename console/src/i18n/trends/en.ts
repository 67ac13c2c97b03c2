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
  'trends.backlog.title': 'Review backlog by age (open now)',
  'trends.backlog.age': 'Open for',
  'trends.backlog.age.lt_1d': 'Under 1 day',
  'trends.backlog.age.1_3d': '1–3 days',
  'trends.backlog.age.3_7d': '3–7 days',
  'trends.backlog.age.gt_7d': 'Over 7 days',
  'review.filter.age': 'Open for {age} (at {at})',
};
