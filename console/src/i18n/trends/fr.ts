import type { trendsEn } from './en';

export const trendsFr: Record<keyof typeof trendsEn, string> = {
  'trends.title': 'Tendances',
  'trends.risk.title': 'Vérifications par jour et niveau de risque',
  'trends.idv.title': "Résultats de vérification d'identité par jour",
  'trends.formType': 'Type de formulaire',
  'trends.day': 'Jour',
  'trends.showTable': 'Afficher en tableau',
  'trends.showChart': 'Afficher en graphique',
  'trends.hint': 'Sélectionnez une barre pour ouvrir sa liste.',
  'trends.empty': 'Rien sur cette période.',
};
