import type { integrationsEn } from './en';

export const integrationsFr: Record<keyof typeof integrationsEn, string> = {
  'nav.apiKeys': 'Clés d\u2019API',
  'apiKeys.title': 'Clés d\u2019API',
  'apiKeys.subtitle':
    'Les clés permettent à votre système d\u2019information étudiant d\u2019appeler VerifyDesk avec les autorisations que vous choisissez. Chaque action effectuée avec une clé est enregistrée sous son nom.',
  'apiKeys.create': 'Créer une clé d\u2019API',
  'apiKeys.createdTitle': 'Votre nouvelle clé d\u2019API',
  'apiKeys.name': 'Nom',
  'apiKeys.nameHint': 'Ce qui utilise la clé, par ex. « Slate nightly ».',
  'apiKeys.nameRequired': 'Saisissez un nom',
  'apiKeys.permissionsRequired': 'Choisissez au moins une autorisation',
  'apiKeys.key': 'Clé',
  'apiKeys.created': 'Créée',
  'apiKeys.lastUsed': 'Dernière utilisation',
  'apiKeys.neverUsed': 'Jamais utilisée',
  'apiKeys.active': 'Active',
  'apiKeys.revoked': 'Révoquée',
  'apiKeys.revoke': 'Révoquer',
  'apiKeys.revokeConfirm':
    'Révoquer la clé d\u2019API « {name} » ? Les systèmes qui l\u2019utilisent seront refusés dès leur prochaine requête. Cette action est irréversible.',
  'apiKeys.revokedToast': 'Clé d\u2019API « {name} » révoquée',
  'apiKeys.showOnce':
    'Copiez cette clé maintenant et conservez-la dans les paramètres secrets de votre système. Elle ne sera plus affichée.',
  'apiKeys.copy': 'Copier',
  'apiKeys.copied': 'Clé copiée dans le presse-papiers',
  'apiKeys.copyFailed': 'La clé n\u2019a pas pu être copiée ; sélectionnez-la et copiez-la à la main.',
  'apiKeys.done': 'Terminé',
  'apiKeys.empty': 'Aucune clé d\u2019API pour l\u2019instant.',
};
