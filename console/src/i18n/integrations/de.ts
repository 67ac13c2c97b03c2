import type { integrationsEn } from './en';

export const integrationsDe: Record<keyof typeof integrationsEn, string> = {
  'nav.apiKeys': 'API-Schlüssel',
  'apiKeys.title': 'API-Schlüssel',
  'apiKeys.subtitle':
    'Mit Schlüsseln ruft Ihr Campus-Management-System VerifyDesk mit den von Ihnen gewählten Berechtigungen auf. Jede Aktion mit einem Schlüssel wird unter seinem Namen protokolliert.',
  'apiKeys.create': 'API-Schlüssel erstellen',
  'apiKeys.createdTitle': 'Ihr neuer API-Schlüssel',
  'apiKeys.name': 'Name',
  'apiKeys.nameHint': 'Was den Schlüssel nutzt, z. B. „Slate nightly“.',
  'apiKeys.nameRequired': 'Geben Sie einen Namen ein',
  'apiKeys.permissionsRequired': 'Wählen Sie mindestens eine Berechtigung',
  'apiKeys.key': 'Schlüssel',
  'apiKeys.created': 'Erstellt',
  'apiKeys.lastUsed': 'Zuletzt verwendet',
  'apiKeys.neverUsed': 'Nie verwendet',
  'apiKeys.active': 'Aktiv',
  'apiKeys.revoked': 'Widerrufen',
  'apiKeys.revoke': 'Widerrufen',
  'apiKeys.revokeConfirm':
    'API-Schlüssel „{name}“ widerrufen? Systeme, die ihn nutzen, werden ab ihrer nächsten Anfrage abgewiesen. Dies kann nicht rückgängig gemacht werden.',
  'apiKeys.revokedToast': 'API-Schlüssel „{name}“ widerrufen',
  'apiKeys.showOnce':
    'Kopieren Sie diesen Schlüssel jetzt und legen Sie ihn in den geheimen Einstellungen Ihres Systems ab. Er wird nicht noch einmal angezeigt.',
  'apiKeys.copy': 'Kopieren',
  'apiKeys.copied': 'Schlüssel in die Zwischenablage kopiert',
  'apiKeys.copyFailed': 'Der Schlüssel konnte nicht kopiert werden; markieren und kopieren Sie ihn von Hand.',
  'apiKeys.done': 'Fertig',
  'apiKeys.empty': 'Noch keine API-Schlüssel.',
};
