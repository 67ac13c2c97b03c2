import type { consistencyEn } from './en';

export const consistencyFr: Record<keyof typeof consistencyEn, string> = {
  'watchlist.matchStatus.match': 'Correspondance',
  'watchlist.matchStatus.possible_match': 'Correspondance possible',
  'watchlist.matchStatus.no_match': 'Aucune correspondance',
  'confirm.deleteCompany': 'Supprimer l’établissement',
  'confirm.deleteAdmin': 'Supprimer l’administrateur',
  'confirm.deleteUser': 'Supprimer l’utilisateur',
  'confirm.disableUser': 'Désactiver l’utilisateur',
  'confirm.revokeApiKey': 'Révoquer la clé d’API',
  'confirm.rotateSecret': 'Renouveler le secret de signature',
  'confirm.deleteEndpoint': 'Supprimer le point de terminaison',
  'confirm.sendLink': 'Envoyer le lien de vérification',
  'confirm.resendLink': 'Renvoyer le lien de vérification',
  'confirm.revokeLink': 'Révoquer le lien de vérification',
  'confirm.textTo': 'SMS à',
  'confirm.emailTo': 'E-mail à',
  'confirm.none': 'Aucun au dossier',
  'confirm.phoneNotShown':
    'Le numéro indiqué lors de la demande de vérification (il ne peut pas être affiché ici)',
  'confirm.phoneInvalid': 'Numéro de téléphone non valide (PINV) : aucun SMS ne lui sera envoyé.',
  'confirm.noReachableContact':
    'Ni numéro de téléphone valide ni adresse e-mail au dossier : le lien ne peut pas être envoyé.',
  'idv.ask.checking': 'Vérification d’une demande existante pour {form}…',
  'idv.col.formType': 'Type de formulaire',
};
