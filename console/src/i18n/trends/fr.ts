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
  'trends.backlog.title': 'Éléments à revoir par ancienneté (ouverts)',
  'trends.backlog.age': 'Ouvert depuis',
  'trends.backlog.age.lt_1d': 'Moins d’un jour',
  'trends.backlog.age.1_3d': '1 à 3 jours',
  'trends.backlog.age.3_7d': '3 à 7 jours',
  'trends.backlog.age.gt_7d': 'Plus de 7 jours',
  'review.filter.age': 'Ouvert depuis : {age} (à {at})',
};
