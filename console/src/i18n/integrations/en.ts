/** Integrations (API keys, webhooks): English, the reference. */
export const integrationsEn = {
  'nav.apiKeys': 'API keys',
  'apiKeys.title': 'API keys',
  'apiKeys.subtitle':
    'Keys let your student information system call VerifyDesk with the permissions you choose. Every action taken with a key is recorded under its name.',
  'apiKeys.create': 'Create API key',
  'apiKeys.createdTitle': 'Your new API key',
  'apiKeys.name': 'Name',
  'apiKeys.nameHint': 'What uses the key, e.g. "Slate nightly".',
  'apiKeys.nameRequired': 'Enter a name',
  'apiKeys.permissionsRequired': 'Choose at least one permission',
  'apiKeys.key': 'Key',
  'apiKeys.created': 'Created',
  'apiKeys.lastUsed': 'Last used',
  'apiKeys.neverUsed': 'Never used',
  'apiKeys.active': 'Active',
  'apiKeys.revoked': 'Revoked',
  'apiKeys.revoke': 'Revoke',
  'apiKeys.revokeConfirm':
    'Revoke the API key "{name}"? Systems using it are refused from their next request. This cannot be undone.',
  'apiKeys.revokedToast': 'API key "{name}" revoked',
  'apiKeys.showOnce':
    'Copy this key now and store it in your system\u2019s secret settings. It will not be shown again.',
  'apiKeys.copy': 'Copy',
  'apiKeys.copied': 'Key copied to the clipboard',
  'apiKeys.copyFailed': 'The key could not be copied; select it and copy it by hand.',
  'apiKeys.done': 'Done',
  'apiKeys.empty': 'No API keys yet.',
} as const;
