import type { trendsEn } from './en';

export const trendsNl: Record<keyof typeof trendsEn, string> = {
  'trends.title': 'Trends',
  'trends.risk.title': 'Verificaties per dag naar risiconiveau',
  'trends.idv.title': 'Resultaten van identiteitsverificatie per dag',
  'trends.formType': 'Formuliertype',
  'trends.day': 'Dag',
  'trends.showTable': 'Als tabel tonen',
  'trends.showChart': 'Als grafiek tonen',
  'trends.hint': 'Kies een balk om de lijst ervan te openen.',
  'trends.empty': 'Niets in deze periode.',
  'trends.backlog.title': 'Openstaande beoordelingen naar leeftijd (nu)',
  'trends.backlog.age': 'Open sinds',
  'trends.backlog.age.lt_1d': 'Minder dan 1 dag',
  'trends.backlog.age.1_3d': '1–3 dagen',
  'trends.backlog.age.3_7d': '3–7 dagen',
  'trends.backlog.age.gt_7d': 'Meer dan 7 dagen',
  'review.filter.age': 'Open sinds: {age} (om {at})',
};
