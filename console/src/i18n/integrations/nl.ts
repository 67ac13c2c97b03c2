import type { integrationsEn } from './en';

export const integrationsNl: Record<keyof typeof integrationsEn, string> = {
  'nav.apiKeys': 'API-sleutels',
  'apiKeys.title': 'API-sleutels',
  'apiKeys.subtitle':
    'Met sleutels roept uw studentinformatiesysteem VerifyDesk aan met de rechten die u kiest. Elke actie met een sleutel wordt onder de naam van die sleutel vastgelegd.',
  'apiKeys.create': 'API-sleutel maken',
  'apiKeys.createdTitle': 'Uw nieuwe API-sleutel',
  'apiKeys.name': 'Naam',
  'apiKeys.nameHint': 'Wat de sleutel gebruikt, bijv. "Slate nightly".',
  'apiKeys.nameRequired': 'Vul een naam in',
  'apiKeys.permissionsRequired': 'Kies ten minste één recht',
  'apiKeys.key': 'Sleutel',
  'apiKeys.created': 'Gemaakt',
  'apiKeys.lastUsed': 'Laatst gebruikt',
  'apiKeys.neverUsed': 'Nooit gebruikt',
  'apiKeys.active': 'Actief',
  'apiKeys.revoked': 'Ingetrokken',
  'apiKeys.revoke': 'Intrekken',
  'apiKeys.revokeConfirm':
    'API-sleutel "{name}" intrekken? Systemen die hem gebruiken worden vanaf hun volgende verzoek geweigerd. Dit kan niet ongedaan worden gemaakt.',
  'apiKeys.revokedToast': 'API-sleutel "{name}" ingetrokken',
  'apiKeys.showOnce':
    'Kopieer deze sleutel nu en bewaar hem in de geheime instellingen van uw systeem. Hij wordt niet opnieuw getoond.',
  'apiKeys.copy': 'Kopiëren',
  'apiKeys.copied': 'Sleutel naar het klembord gekopieerd',
  'apiKeys.copyFailed': 'De sleutel kon niet worden gekopieerd; selecteer en kopieer hem met de hand.',
  'apiKeys.done': 'Klaar',
  'apiKeys.empty': 'Nog geen API-sleutels.',
};
