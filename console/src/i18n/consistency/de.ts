import type { consistencyEn } from './en';

export const consistencyDe: Record<keyof typeof consistencyEn, string> = {
  'watchlist.matchStatus.match': 'Treffer',
  'watchlist.matchStatus.possible_match': 'Möglicher Treffer',
  'watchlist.matchStatus.no_match': 'Kein Treffer',
  'confirm.deleteCompany': 'Einrichtung löschen',
  'confirm.deleteAdmin': 'Administrator löschen',
  'confirm.deleteUser': 'Benutzer löschen',
  'confirm.disableUser': 'Benutzer deaktivieren',
  'confirm.revokeApiKey': 'API-Schlüssel widerrufen',
  'confirm.rotateSecret': 'Signaturgeheimnis erneuern',
  'confirm.deleteEndpoint': 'Endpunkt löschen',
  'confirm.sendLink': 'Verifizierungslink senden',
  'confirm.resendLink': 'Verifizierungslink erneut senden',
  'confirm.revokeLink': 'Verifizierungslink widerrufen',
  'confirm.textTo': 'SMS an',
  'confirm.emailTo': 'E-Mail an',
  'confirm.none': 'Keine hinterlegt',
  'confirm.phoneNotShown': 'Die bei der Anforderung angegebene Nummer (sie kann hier nicht angezeigt werden)',
  'confirm.phoneInvalid': 'Keine gültige Telefonnummer (PINV): An sie wird keine SMS gesendet.',
  'confirm.noReachableContact':
    'Weder eine gültige Telefonnummer noch eine E-Mail-Adresse ist hinterlegt: Der Link kann nicht gesendet werden.',
  'idv.ask.checking': 'Es wird geprüft, ob bereits eine Identitätsprüfung für {form} besteht …',
  'idv.col.formType': 'Formulartyp',
};
