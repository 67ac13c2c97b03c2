/** Texts added by the staff walk of issue 33 (status words, confirmations, reasons, stale data): English, the reference. */
export const consistencyEn = {
  'watchlist.matchStatus.match': 'Match',
  'watchlist.matchStatus.possible_match': 'Possible match',
  'watchlist.matchStatus.no_match': 'No match',
  'confirm.deleteCompany': 'Delete company',
  'confirm.deleteAdmin': 'Delete admin',
  'confirm.deleteUser': 'Delete user',
  'confirm.disableUser': 'Disable user',
  'confirm.revokeApiKey': 'Revoke API key',
  'confirm.rotateSecret': 'Rotate signing secret',
  'confirm.deleteEndpoint': 'Delete endpoint',
  'confirm.sendLink': 'Send verification link',
  'confirm.resendLink': 'Resend verification link',
  'confirm.revokeLink': 'Revoke verification link',
  'confirm.textTo': 'Text to',
  'confirm.emailTo': 'E-mail to',
  'confirm.none': 'None on file',
  'confirm.phoneInvalid': 'Not a valid phone number (PINV): no text will be sent to it.',
  'confirm.noReachableContact':
    'Neither a valid phone number nor an e-mail address is on file: the link cannot be sent.',
  'idv.ask.checking': 'Checking whether an ID verification for {form} already exists…',
  'idv.col.formType': 'Form type',
};
