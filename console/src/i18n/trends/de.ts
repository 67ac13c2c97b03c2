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
};
