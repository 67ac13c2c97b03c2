import type { consistencyEn } from './en';

export const consistencyNl: Record<keyof typeof consistencyEn, string> = {
  'watchlist.matchStatus.match': 'Treffer',
  'watchlist.matchStatus.possible_match': 'Mogelijke treffer',
  'watchlist.matchStatus.no_match': 'Geen treffer',
  'confirm.deleteCompany': 'Instelling verwijderen',
  'confirm.deleteAdmin': 'Beheerder verwijderen',
  'confirm.deleteUser': 'Gebruiker verwijderen',
  'confirm.disableUser': 'Gebruiker uitschakelen',
  'confirm.revokeApiKey': 'API-sleutel intrekken',
  'confirm.rotateSecret': 'Ondertekeningsgeheim vernieuwen',
  'confirm.deleteEndpoint': 'Eindpunt verwijderen',
  'confirm.sendLink': 'Verificatielink versturen',
  'confirm.resendLink': 'Verificatielink opnieuw versturen',
  'confirm.revokeLink': 'Verificatielink intrekken',
  'confirm.textTo': 'Sms naar',
  'confirm.emailTo': 'E-mail naar',
  'confirm.none': 'Niet bekend',
  'confirm.phoneNotShown': 'Het nummer dat bij de aanvraag is opgegeven (het kan hier niet worden getoond)',
  'confirm.phoneInvalid': 'Geen geldig telefoonnummer (PINV): er wordt geen sms naar verstuurd.',
  'confirm.noReachableContact':
    'Er is geen geldig telefoonnummer en geen e-mailadres bekend: de link kan niet worden verstuurd.',
  'idv.ask.checking': 'Controleren of er al een identiteitsverificatie voor {form} is…',
  'idv.col.formType': 'Formuliertype',
};
