import { defineMessages } from './define-messages';

/** Multi-factor sign-in (identity/mfa): the second step, enrolment, the company policy. */
export const mfaMessages = defineMessages(
  {
    'mfa.error.wrongCode': 'That code is not right. Check your app or recovery codes and try again.',
    'mfa.error.codeReused': 'That code was already used. Wait for the next code in your app.',
    'mfa.error.challengeExpired': 'Your sign-in expired. Enter your email and password again.',
    'mfa.error.tooManyCodes': 'Too many wrong codes. Try again in {seconds} seconds.',
    'mfa.error.wrongStep': 'This step does not apply to this sign-in. Sign in again.',
    'mfa.error.enrolmentExpired': 'This set-up has expired. Start again to get a new QR code.',
    'mfa.error.passkeyRefused': 'The passkey or security key could not be verified.',
    'mfa.error.passkeyExpired': 'The passkey request expired. Try again.',
    'mfa.error.passkeyKnown': 'This passkey or security key is already registered.',
    'mfa.error.lastFactorRequired':
      'Your organisation requires two-step sign-in: add another method before removing this one.',
    'mfa.error.noFactor': 'Set up an authenticator app or a passkey first.',
    'mfa.error.codeRequired': 'Enter the code.',
    'mfa.error.policy': 'Choose required or offered.',
    'mfa.error.reauthenticationRequired':
      'For your security, confirm it is you first: enter your password or a code from your authenticator app. This is asked again after {minutes} minutes.',
    'mfa.error.wrongPassword': 'That password is not right.',
    'mfa.error.proofRequired': 'Enter your password or a code from your authenticator app.',
    'mfa.message.reauthenticated': 'Confirmed. You can change your sign-in methods now.',
    'mfa.message.factorRemoved': 'The sign-in method was removed.',
    'mfa.message.factorsReset': "The user's two-step sign-in was reset.",
    'mfa.message.policySaved': 'The two-step sign-in policy was saved.',
  },
  {
    fr: {
      'mfa.error.wrongCode':
        'Ce code est incorrect. Vérifiez votre application ou vos codes de récupération et réessayez.',
      'mfa.error.codeReused': 'Ce code a déjà été utilisé. Attendez le code suivant dans votre application.',
      'mfa.error.challengeExpired':
        'Votre connexion a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.',
      'mfa.error.tooManyCodes': 'Trop de codes erronés. Réessayez dans {seconds} secondes.',
      'mfa.error.wrongStep': 'Cette étape ne s’applique pas à cette connexion. Reconnectez-vous.',
      'mfa.error.enrolmentExpired':
        'Cette configuration a expiré. Recommencez pour obtenir un nouveau code QR.',
      'mfa.error.passkeyRefused': 'La clé d’accès ou la clé de sécurité n’a pas pu être vérifiée.',
      'mfa.error.passkeyExpired': 'La demande de clé d’accès a expiré. Réessayez.',
      'mfa.error.passkeyKnown': 'Cette clé d’accès ou clé de sécurité est déjà enregistrée.',
      'mfa.error.lastFactorRequired':
        'Votre organisation exige la connexion en deux étapes : ajoutez une autre méthode avant de supprimer celle-ci.',
      'mfa.error.noFactor': 'Configurez d’abord une application d’authentification ou une clé d’accès.',
      'mfa.error.codeRequired': 'Saisissez le code.',
      'mfa.error.policy': 'Choisissez obligatoire ou proposée.',
      'mfa.error.reauthenticationRequired':
        'Pour votre sécurité, confirmez d’abord que c’est bien vous : saisissez votre mot de passe ou un code de votre application d’authentification. Cette confirmation est redemandée après {minutes} minutes.',
      'mfa.error.wrongPassword': 'Ce mot de passe n’est pas correct.',
      'mfa.error.proofRequired':
        'Saisissez votre mot de passe ou un code de votre application d’authentification.',
      'mfa.message.reauthenticated':
        'C’est confirmé. Vous pouvez maintenant modifier vos méthodes de connexion.',
      'mfa.message.factorRemoved': 'La méthode de connexion a été supprimée.',
      'mfa.message.factorsReset': 'La connexion en deux étapes de l’utilisateur a été réinitialisée.',
      'mfa.message.policySaved': 'La règle de connexion en deux étapes a été enregistrée.',
    },
    de: {
      'mfa.error.wrongCode':
        'Dieser Code ist nicht korrekt. Prüfen Sie Ihre App oder Ihre Wiederherstellungscodes und versuchen Sie es erneut.',
      'mfa.error.codeReused':
        'Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code in Ihrer App.',
      'mfa.error.challengeExpired':
        'Ihre Anmeldung ist abgelaufen. Geben Sie E-Mail und Passwort erneut ein.',
      'mfa.error.tooManyCodes': 'Zu viele falsche Codes. Versuchen Sie es in {seconds} Sekunden erneut.',
      'mfa.error.wrongStep': 'Dieser Schritt gehört nicht zu dieser Anmeldung. Melden Sie sich erneut an.',
      'mfa.error.enrolmentExpired':
        'Diese Einrichtung ist abgelaufen. Beginnen Sie erneut, um einen neuen QR-Code zu erhalten.',
      'mfa.error.passkeyRefused': 'Der Passkey oder Sicherheitsschlüssel konnte nicht geprüft werden.',
      'mfa.error.passkeyExpired': 'Die Passkey-Anfrage ist abgelaufen. Versuchen Sie es erneut.',
      'mfa.error.passkeyKnown': 'Dieser Passkey oder Sicherheitsschlüssel ist bereits registriert.',
      'mfa.error.lastFactorRequired':
        'Ihre Organisation verlangt die Anmeldung in zwei Schritten: Fügen Sie eine weitere Methode hinzu, bevor Sie diese entfernen.',
      'mfa.error.noFactor': 'Richten Sie zuerst eine Authenticator-App oder einen Passkey ein.',
      'mfa.error.codeRequired': 'Geben Sie den Code ein.',
      'mfa.error.policy': 'Wählen Sie „verpflichtend“ oder „angeboten“.',
      'mfa.error.reauthenticationRequired':
        'Bestätigen Sie zu Ihrer Sicherheit zuerst, dass Sie es sind: Geben Sie Ihr Passwort oder einen Code aus Ihrer Authenticator-App ein. Nach {minutes} Minuten wird erneut gefragt.',
      'mfa.error.wrongPassword': 'Dieses Passwort ist nicht richtig.',
      'mfa.error.proofRequired': 'Geben Sie Ihr Passwort oder einen Code aus Ihrer Authenticator-App ein.',
      'mfa.message.reauthenticated': 'Bestätigt. Sie können Ihre Anmeldemethoden jetzt ändern.',
      'mfa.message.factorRemoved': 'Die Anmeldemethode wurde entfernt.',
      'mfa.message.factorsReset': 'Die Anmeldung in zwei Schritten des Benutzers wurde zurückgesetzt.',
      'mfa.message.policySaved': 'Die Regel für die Anmeldung in zwei Schritten wurde gespeichert.',
    },
    nl: {
      'mfa.error.wrongCode':
        'Deze code klopt niet. Controleer uw app of herstelcodes en probeer het opnieuw.',
      'mfa.error.codeReused': 'Deze code is al gebruikt. Wacht op de volgende code in uw app.',
      'mfa.error.challengeExpired':
        'Uw aanmelding is verlopen. Voer uw e-mailadres en wachtwoord opnieuw in.',
      'mfa.error.tooManyCodes': 'Te veel onjuiste codes. Probeer het over {seconds} seconden opnieuw.',
      'mfa.error.wrongStep': 'Deze stap hoort niet bij deze aanmelding. Meld u opnieuw aan.',
      'mfa.error.enrolmentExpired': 'Deze instelling is verlopen. Begin opnieuw voor een nieuwe QR-code.',
      'mfa.error.passkeyRefused': 'De passkey of beveiligingssleutel kon niet worden gecontroleerd.',
      'mfa.error.passkeyExpired': 'Het passkey-verzoek is verlopen. Probeer het opnieuw.',
      'mfa.error.passkeyKnown': 'Deze passkey of beveiligingssleutel is al geregistreerd.',
      'mfa.error.lastFactorRequired':
        'Uw organisatie vereist aanmelden in twee stappen: voeg een andere methode toe voordat u deze verwijdert.',
      'mfa.error.noFactor': 'Stel eerst een authenticator-app of een passkey in.',
      'mfa.error.codeRequired': 'Voer de code in.',
      'mfa.error.policy': 'Kies verplicht of aangeboden.',
      'mfa.error.reauthenticationRequired':
        'Bevestig voor uw veiligheid eerst dat u het bent: voer uw wachtwoord of een code uit uw authenticator-app in. Na {minutes} minuten wordt dit opnieuw gevraagd.',
      'mfa.error.wrongPassword': 'Dat wachtwoord klopt niet.',
      'mfa.error.proofRequired': 'Voer uw wachtwoord of een code uit uw authenticator-app in.',
      'mfa.message.reauthenticated': 'Bevestigd. U kunt uw aanmeldmethoden nu wijzigen.',
      'mfa.message.factorRemoved': 'De aanmeldmethode is verwijderd.',
      'mfa.message.factorsReset': 'Het aanmelden in twee stappen van de gebruiker is opnieuw ingesteld.',
      'mfa.message.policySaved': 'De regel voor aanmelden in twee stappen is opgeslagen.',
    },
  },
);
