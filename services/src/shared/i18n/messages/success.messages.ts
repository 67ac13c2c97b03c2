import { defineMessages } from './define-messages';

/**
 * Success answers' `message` texts: routes answer `ok(data, localized('message.…'))` and the message
 * hook (localize-message.hook.ts) renders the key in the request's language.
 */
export const successMessages = defineMessages(
  {
    'message.companyCreated': 'Company created successfully!',
    'message.submitted': 'Your data has been submitted successfully!',
    'message.deleted': 'Deleted successfully!',
    'message.logoUpdated': 'Logo updated',
    'message.signedOut': 'You have been signed out.',
    'message.passwordSet': 'Your password has been set. Please sign in with your new password.',
    'message.passwordReset': 'You have successfully reset your password.',
    'message.userDisabled': 'User disabled',
    'message.userEnabled': 'User enabled',
    'message.userPasswordReset': 'Password reset. The user must choose a new one at next sign-in.',
    'message.linkSent': 'Verification link sent successfully!',
    'message.linkRevoked': 'The link was revoked',
    'message.idvRequested': 'ID verification requested successfully!',
    'message.thankYou': 'Thank you',
    'message.retentionSaved': 'Retention schedule saved',
    'message.uploaded': 'Uploaded',
    'message.documentsSubmitted': 'Thank you. Your documents were submitted.',
    'message.importResumed': 'Import resumed. It continues after the last saved rows.',
    'message.reviewRecorded': 'Review recorded',
    'message.apiKeyCreated': 'API key created. Copy it now: it will not be shown again.',
    'message.apiKeyRevoked': 'API key revoked',
    'message.testDeliveryQueued': 'Test delivery queued',
    'message.endpointRegistered':
      'Endpoint registered. Copy the signing secret now: it will not be shown again.',
    'message.secretRotated': 'New signing secret. The previous one keeps signing until the overlap ends.',
    'message.refreshJoined':
      'A refresh is already queued or running; this request joins it. GET /api/watchlist/versions shows the outcome',
    'message.refreshQueued': 'Refresh queued; GET /api/watchlist/versions shows the outcome',
    'message.pushed': '{created} created, {duplicate} already on file, {rejected} rejected',
  },
  {
    fr: {
      'message.companyCreated': 'Entreprise créée avec succès !',
      'message.submitted': 'Vos données ont été enregistrées avec succès !',
      'message.deleted': 'Supprimé avec succès !',
      'message.logoUpdated': 'Logo mis à jour',
      'message.signedOut': 'Vous avez été déconnecté.',
      'message.passwordSet':
        'Votre mot de passe a été défini. Connectez-vous avec votre nouveau mot de passe.',
      'message.passwordReset': 'Votre mot de passe a bien été réinitialisé.',
      'message.userDisabled': 'Utilisateur désactivé',
      'message.userEnabled': 'Utilisateur activé',
      'message.userPasswordReset':
        'Mot de passe réinitialisé. L’utilisateur doit en choisir un nouveau à sa prochaine connexion.',
      'message.linkSent': 'Lien de vérification envoyé avec succès !',
      'message.linkRevoked': 'Le lien a été révoqué',
      'message.idvRequested': 'Vérification d’identité demandée avec succès !',
      'message.thankYou': 'Merci',
      'message.retentionSaved': 'Durées de conservation enregistrées',
      'message.uploaded': 'Téléversé',
      'message.documentsSubmitted': 'Merci. Vos documents ont été envoyés.',
      'message.importResumed': 'Import repris. Il continue après les dernières lignes enregistrées.',
      'message.reviewRecorded': 'Examen enregistré',
      'message.apiKeyCreated': 'Clé d’API créée. Copiez-la maintenant : elle ne sera plus affichée.',
      'message.apiKeyRevoked': 'Clé d’API révoquée',
      'message.testDeliveryQueued': 'Envoi de test mis en file d’attente',
      'message.endpointRegistered':
        'Point de terminaison enregistré. Copiez le secret de signature maintenant : il ne sera plus affiché.',
      'message.secretRotated':
        'Nouveau secret de signature. L’ancien continue de signer jusqu’à la fin du chevauchement.',
      'message.refreshJoined':
        'Une actualisation est déjà en file d’attente ou en cours ; cette demande s’y joint. GET /api/watchlist/versions en montre le résultat',
      'message.refreshQueued':
        'Actualisation mise en file d’attente ; GET /api/watchlist/versions en montre le résultat',
      'message.pushed': '{created} créé(s), {duplicate} déjà enregistré(s), {rejected} refusé(s)',
    },
    de: {
      'message.companyCreated': 'Unternehmen erfolgreich angelegt!',
      'message.submitted': 'Ihre Daten wurden erfolgreich gespeichert!',
      'message.deleted': 'Erfolgreich gelöscht!',
      'message.logoUpdated': 'Logo aktualisiert',
      'message.signedOut': 'Sie wurden abgemeldet.',
      'message.passwordSet':
        'Ihr Passwort wurde festgelegt. Bitte melden Sie sich mit dem neuen Passwort an.',
      'message.passwordReset': 'Ihr Passwort wurde erfolgreich zurückgesetzt.',
      'message.userDisabled': 'Benutzer deaktiviert',
      'message.userEnabled': 'Benutzer aktiviert',
      'message.userPasswordReset':
        'Passwort zurückgesetzt. Der Benutzer muss bei der nächsten Anmeldung ein neues wählen.',
      'message.linkSent': 'Prüflink erfolgreich gesendet!',
      'message.linkRevoked': 'Der Link wurde widerrufen',
      'message.idvRequested': 'Identitätsprüfung erfolgreich angefordert!',
      'message.thankYou': 'Vielen Dank',
      'message.retentionSaved': 'Aufbewahrungsfristen gespeichert',
      'message.uploaded': 'Hochgeladen',
      'message.documentsSubmitted': 'Vielen Dank. Ihre Dokumente wurden eingereicht.',
      'message.importResumed': 'Import fortgesetzt. Er geht nach den zuletzt gespeicherten Zeilen weiter.',
      'message.reviewRecorded': 'Bewertung gespeichert',
      'message.apiKeyCreated':
        'API-Schlüssel erstellt. Kopieren Sie ihn jetzt: Er wird nicht noch einmal angezeigt.',
      'message.apiKeyRevoked': 'API-Schlüssel widerrufen',
      'message.testDeliveryQueued': 'Testzustellung eingeplant',
      'message.endpointRegistered':
        'Endpunkt registriert. Kopieren Sie das Signaturgeheimnis jetzt: Es wird nicht noch einmal angezeigt.',
      'message.secretRotated':
        'Neues Signaturgeheimnis. Das bisherige signiert weiter, bis die Überlappung endet.',
      'message.refreshJoined':
        'Eine Aktualisierung ist bereits eingeplant oder läuft; diese Anfrage schließt sich ihr an. GET /api/watchlist/versions zeigt das Ergebnis',
      'message.refreshQueued': 'Aktualisierung eingeplant; GET /api/watchlist/versions zeigt das Ergebnis',
      'message.pushed': '{created} angelegt, {duplicate} bereits vorhanden, {rejected} abgelehnt',
    },
    nl: {
      'message.companyCreated': 'Bedrijf aangemaakt!',
      'message.submitted': 'Uw gegevens zijn opgeslagen!',
      'message.deleted': 'Verwijderd!',
      'message.logoUpdated': 'Logo bijgewerkt',
      'message.signedOut': 'U bent afgemeld.',
      'message.passwordSet': 'Uw wachtwoord is ingesteld. Meld u aan met uw nieuwe wachtwoord.',
      'message.passwordReset': 'Uw wachtwoord is opnieuw ingesteld.',
      'message.userDisabled': 'Gebruiker uitgeschakeld',
      'message.userEnabled': 'Gebruiker ingeschakeld',
      'message.userPasswordReset':
        'Wachtwoord opnieuw ingesteld. De gebruiker moet bij de volgende aanmelding een nieuw kiezen.',
      'message.linkSent': 'Verificatielink verstuurd!',
      'message.linkRevoked': 'De link is ingetrokken',
      'message.idvRequested': 'Identiteitscontrole aangevraagd!',
      'message.thankYou': 'Dank u',
      'message.retentionSaved': 'Bewaartermijnen opgeslagen',
      'message.uploaded': 'Geüpload',
      'message.documentsSubmitted': 'Dank u. Uw documenten zijn ingediend.',
      'message.importResumed': 'Import hervat. Hij gaat verder na de laatst opgeslagen regels.',
      'message.reviewRecorded': 'Beoordeling vastgelegd',
      'message.apiKeyCreated': 'API-sleutel aangemaakt. Kopieer hem nu: hij wordt niet opnieuw getoond.',
      'message.apiKeyRevoked': 'API-sleutel ingetrokken',
      'message.testDeliveryQueued': 'Testbezorging in de wachtrij gezet',
      'message.endpointRegistered':
        'Endpoint geregistreerd. Kopieer het ondertekeningsgeheim nu: het wordt niet opnieuw getoond.',
      'message.secretRotated':
        'Nieuw ondertekeningsgeheim. Het vorige blijft ondertekenen tot de overlap eindigt.',
      'message.refreshJoined':
        'Er staat al een vernieuwing in de wachtrij of er loopt er een; dit verzoek sluit daarbij aan. GET /api/watchlist/versions toont de uitkomst',
      'message.refreshQueued':
        'Vernieuwing in de wachtrij gezet; GET /api/watchlist/versions toont de uitkomst',
      'message.pushed': '{created} aangemaakt, {duplicate} al bekend, {rejected} geweigerd',
    },
  },
);
