import type { trendsEn } from './en';

export const trendsDe: Record<keyof typeof trendsEn, string> = {
  'trends.title': 'Verlauf',
  'trends.risk.title': 'Prüfungen pro Tag nach Risikostufe',
  'trends.idv.title': 'Ergebnisse der Identitätsprüfung pro Tag',
  'trends.formType': 'Formulartyp',
  'trends.day': 'Tag',
  'trends.showTable': 'Als Tabelle zeigen',
  'trends.showChart': 'Als Diagramm zeigen',
  'trends.hint': 'Einen Balken wählen, um seine Liste zu öffnen.',
  'trends.empty': 'Nichts in diesem Zeitraum.',
  'trends.backlog.title': 'Offene Prüfliste nach Alter (jetzt)',
  'trends.backlog.age': 'Offen seit',
  'trends.backlog.age.lt_1d': 'Unter 1 Tag',
  'trends.backlog.age.1_3d': '1–3 Tage',
  'trends.backlog.age.3_7d': '3–7 Tage',
  'trends.backlog.age.gt_7d': 'Über 7 Tage',
  'review.filter.age': 'Offen seit: {age} (Stand {at})',
};
