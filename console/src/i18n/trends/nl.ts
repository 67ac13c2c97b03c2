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
};
