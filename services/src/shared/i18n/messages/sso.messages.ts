import { defineMessages } from './define-messages';

/** Single sign-on (identity/sso): refusals at sign-in, the settings' errors and confirmations. */
export const ssoMessages = defineMessages(
  {
    'sso.refused.state':
      'The sign-in with your school account could not be completed: it was not started in this browser, or it took too long. Please start again.',
    'sso.refused.signature':
      "Your school's identity provider sent an answer whose signature is not valid. Nothing was signed in.",
    'sso.refused.replay': 'This sign-in answer has already been used. Please start again.',
    'sso.refused.expired': 'This sign-in answer has expired. Please start again.',
    'sso.refused.audience': 'This sign-in answer was meant for another service. Nothing was signed in.',
    'sso.refused.protocol':
      "Your school's identity provider did not complete the sign-in. Please try again or ask your school's IT desk.",
    'sso.refused.domain':
      'Your school account’s e-mail address is not in a domain this school signs in with.',
    'sso.refused.noAccount':
      'No account of this school matches your school account. Ask your company admin to add you.',
    'sso.refused.noGroup':
      'Your school account is in no group that gives access here. Ask your company admin.',
    'sso.refused.disabled': 'Your account is disabled. Ask your company admin.',
    'sso.error.passwordRefused':
      'Your school requires signing in with your school account: use “Sign in with your school account”.',
    'sso.error.domainTaken': 'The domain {domain} already signs in with another company.',
    'sso.error.domainsRequired': 'Enter at least one e-mail domain of your school.',
    'sso.error.domainInvalid': '{domain} is not an e-mail domain of a school (for example northfield.edu).',
    'sso.error.mappingInvalid': 'Each group needs a name and known permissions.',
    'sso.error.mappingDuplicate': 'The group {group} is mapped twice: keep one row for it.',
    'sso.error.breakGlass': 'Choose an active company admin who may still sign in with a password.',
    'sso.error.notConfigured': 'Single sign-on is not set up for this company.',
    'sso.error.noSso': 'Single sign-on is not set up for this e-mail address. Sign in with your password.',
    'sso.error.idpUnreachable': "Your school's identity provider cannot be reached. Please try again later.",
    'sso.error.issuerUrl': 'Enter the issuer address, starting with https://.',
    'sso.error.discovery':
      'The issuer did not answer its OpenID Connect discovery document. Check the address.',
    'sso.error.metadata':
      'The identity provider metadata could not be read: it needs an entity id, a single sign-on address and a signing certificate.',
    'sso.error.metadataRequired':
      'Paste the identity provider metadata or enter the address it is published at.',
    'sso.error.tooManyRequests':
      'Too many single sign-on attempts from this network. Try again in {seconds} seconds.',
    'sso.message.saved': 'Single sign-on settings saved',
    'sso.message.removed': 'Single sign-on removed',
  },
  {
    fr: {
      'sso.refused.state':
        'La connexion avec votre compte d’établissement n’a pas pu aboutir : elle n’a pas été commencée dans ce navigateur, ou elle a pris trop de temps. Recommencez.',
      'sso.refused.signature':
        'Le fournisseur d’identité de votre établissement a envoyé une réponse dont la signature n’est pas valide. Aucune connexion n’a été ouverte.',
      'sso.refused.replay': 'Cette réponse de connexion a déjà été utilisée. Recommencez.',
      'sso.refused.expired': 'Cette réponse de connexion a expiré. Recommencez.',
      'sso.refused.audience':
        'Cette réponse de connexion était destinée à un autre service. Aucune connexion n’a été ouverte.',
      'sso.refused.protocol':
        'Le fournisseur d’identité de votre établissement n’a pas terminé la connexion. Réessayez ou contactez le service informatique de votre établissement.',
      'sso.refused.domain':
        'L’adresse e-mail de votre compte d’établissement n’est pas dans un domaine de connexion de cet établissement.',
      'sso.refused.noAccount':
        'Aucun compte de cet établissement ne correspond à votre compte d’établissement. Demandez à votre administrateur de vous ajouter.',
      'sso.refused.noGroup':
        'Votre compte d’établissement n’appartient à aucun groupe donnant accès ici. Adressez-vous à votre administrateur.',
      'sso.refused.disabled': 'Votre compte est désactivé. Adressez-vous à votre administrateur.',
      'sso.error.passwordRefused':
        'Votre établissement exige la connexion avec votre compte d’établissement : utilisez « Se connecter avec votre compte d’établissement ».',
      'sso.error.domainTaken': 'Le domaine {domain} se connecte déjà avec une autre entreprise.',
      'sso.error.domainsRequired': 'Saisissez au moins un domaine e-mail de votre établissement.',
      'sso.error.domainInvalid':
        '{domain} n’est pas un domaine e-mail d’établissement (par exemple northfield.edu).',
      'sso.error.mappingInvalid': 'Chaque groupe doit avoir un nom et des autorisations connues.',
      'sso.error.mappingDuplicate': 'Le groupe {group} figure deux fois : n’en gardez qu’une ligne.',
      'sso.error.breakGlass':
        'Choisissez un administrateur actif qui pourra encore se connecter avec un mot de passe.',
      'sso.error.notConfigured': 'L’authentification unique n’est pas configurée pour cette entreprise.',
      'sso.error.noSso':
        'L’authentification unique n’est pas configurée pour cette adresse e-mail. Connectez-vous avec votre mot de passe.',
      'sso.error.idpUnreachable':
        'Le fournisseur d’identité de votre établissement est injoignable. Réessayez plus tard.',
      'sso.error.issuerUrl': 'Saisissez l’adresse de l’émetteur, commençant par https://.',
      'sso.error.discovery':
        'L’émetteur n’a pas fourni son document de découverte OpenID Connect. Vérifiez l’adresse.',
      'sso.error.metadata':
        'Les métadonnées du fournisseur d’identité sont illisibles : il faut un identifiant d’entité, une adresse d’authentification unique et un certificat de signature.',
      'sso.error.metadataRequired':
        'Collez les métadonnées du fournisseur d’identité ou saisissez l’adresse où elles sont publiées.',
      'sso.error.tooManyRequests':
        'Trop de tentatives de connexion avec un compte d’établissement depuis ce réseau. Réessayez dans {seconds} secondes.',
      'sso.message.saved': 'Paramètres d’authentification unique enregistrés',
      'sso.message.removed': 'Authentification unique supprimée',
    },
    de: {
      'sso.refused.state':
        'Die Anmeldung mit Ihrem Hochschulkonto konnte nicht abgeschlossen werden: Sie wurde nicht in diesem Browser begonnen oder hat zu lange gedauert. Bitte beginnen Sie erneut.',
      'sso.refused.signature':
        'Der Identitätsanbieter Ihrer Hochschule hat eine Antwort mit ungültiger Signatur gesendet. Es wurde niemand angemeldet.',
      'sso.refused.replay': 'Diese Anmeldeantwort wurde bereits verwendet. Bitte beginnen Sie erneut.',
      'sso.refused.expired': 'Diese Anmeldeantwort ist abgelaufen. Bitte beginnen Sie erneut.',
      'sso.refused.audience':
        'Diese Anmeldeantwort war für einen anderen Dienst bestimmt. Es wurde niemand angemeldet.',
      'sso.refused.protocol':
        'Der Identitätsanbieter Ihrer Hochschule hat die Anmeldung nicht abgeschlossen. Versuchen Sie es erneut oder wenden Sie sich an die IT Ihrer Hochschule.',
      'sso.refused.domain':
        'Die E-Mail-Adresse Ihres Hochschulkontos gehört zu keiner Domain, mit der sich diese Hochschule anmeldet.',
      'sso.refused.noAccount':
        'Kein Konto dieser Hochschule passt zu Ihrem Hochschulkonto. Bitten Sie Ihren Administrator, Sie hinzuzufügen.',
      'sso.refused.noGroup':
        'Ihr Hochschulkonto ist in keiner Gruppe, die hier Zugang gibt. Wenden Sie sich an Ihren Administrator.',
      'sso.refused.disabled': 'Ihr Konto ist deaktiviert. Wenden Sie sich an Ihren Administrator.',
      'sso.error.passwordRefused':
        'Ihre Hochschule verlangt die Anmeldung mit Ihrem Hochschulkonto: Verwenden Sie „Mit Ihrem Hochschulkonto anmelden“.',
      'sso.error.domainTaken': 'Die Domain {domain} meldet sich bereits bei einem anderen Unternehmen an.',
      'sso.error.domainsRequired': 'Geben Sie mindestens eine E-Mail-Domain Ihrer Hochschule ein.',
      'sso.error.domainInvalid':
        '{domain} ist keine E-Mail-Domain einer Hochschule (zum Beispiel northfield.edu).',
      'sso.error.mappingInvalid': 'Jede Gruppe braucht einen Namen und bekannte Berechtigungen.',
      'sso.error.mappingDuplicate':
        'Die Gruppe {group} ist zweimal zugeordnet: Behalten Sie nur eine Zeile dafür.',
      'sso.error.breakGlass':
        'Wählen Sie einen aktiven Administrator, der sich weiterhin mit Passwort anmelden darf.',
      'sso.error.notConfigured': 'Single Sign-on ist für dieses Unternehmen nicht eingerichtet.',
      'sso.error.noSso':
        'Single Sign-on ist für diese E-Mail-Adresse nicht eingerichtet. Melden Sie sich mit Ihrem Passwort an.',
      'sso.error.idpUnreachable':
        'Der Identitätsanbieter Ihrer Hochschule ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
      'sso.error.issuerUrl': 'Geben Sie die Adresse des Ausstellers ein, beginnend mit https://.',
      'sso.error.discovery':
        'Der Aussteller hat sein OpenID-Connect-Discovery-Dokument nicht geliefert. Prüfen Sie die Adresse.',
      'sso.error.metadata':
        'Die Metadaten des Identitätsanbieters sind nicht lesbar: Sie brauchen eine Entity-ID, eine Single-Sign-on-Adresse und ein Signaturzertifikat.',
      'sso.error.metadataRequired':
        'Fügen Sie die Metadaten des Identitätsanbieters ein oder geben Sie die Adresse an, unter der sie veröffentlicht sind.',
      'sso.error.tooManyRequests':
        'Zu viele Single-Sign-on-Versuche aus diesem Netzwerk. Versuchen Sie es in {seconds} Sekunden erneut.',
      'sso.message.saved': 'Single-Sign-on-Einstellungen gespeichert',
      'sso.message.removed': 'Single Sign-on entfernt',
    },
    nl: {
      'sso.refused.state':
        'Het inloggen met uw instellingsaccount kon niet worden voltooid: het is niet in deze browser begonnen, of het duurde te lang. Begin opnieuw.',
      'sso.refused.signature':
        'De identiteitsprovider van uw instelling stuurde een antwoord met een ongeldige handtekening. Er is niemand ingelogd.',
      'sso.refused.replay': 'Dit inlogantwoord is al gebruikt. Begin opnieuw.',
      'sso.refused.expired': 'Dit inlogantwoord is verlopen. Begin opnieuw.',
      'sso.refused.audience': 'Dit inlogantwoord was voor een andere dienst bedoeld. Er is niemand ingelogd.',
      'sso.refused.protocol':
        'De identiteitsprovider van uw instelling heeft het inloggen niet voltooid. Probeer het opnieuw of vraag het de IT-afdeling van uw instelling.',
      'sso.refused.domain':
        'Het e-mailadres van uw instellingsaccount valt niet onder een domein waarmee deze instelling inlogt.',
      'sso.refused.noAccount':
        'Geen account van deze instelling past bij uw instellingsaccount. Vraag uw beheerder u toe te voegen.',
      'sso.refused.noGroup':
        'Uw instellingsaccount zit in geen groep die hier toegang geeft. Vraag het uw beheerder.',
      'sso.refused.disabled': 'Uw account is uitgeschakeld. Vraag het uw beheerder.',
      'sso.error.passwordRefused':
        'Uw instelling vereist inloggen met uw instellingsaccount: gebruik „Inloggen met uw instellingsaccount”.',
      'sso.error.domainTaken': 'Het domein {domain} logt al in bij een ander bedrijf.',
      'sso.error.domainsRequired': 'Voer minstens één e-maildomein van uw instelling in.',
      'sso.error.domainInvalid':
        '{domain} is geen e-maildomein van een instelling (bijvoorbeeld northfield.edu).',
      'sso.error.mappingInvalid': 'Elke groep heeft een naam en bekende rechten nodig.',
      'sso.error.mappingDuplicate': 'De groep {group} staat er twee keer in: houd er één regel voor.',
      'sso.error.breakGlass': 'Kies een actieve beheerder die nog met een wachtwoord mag inloggen.',
      'sso.error.notConfigured': 'Eenmalige aanmelding is voor dit bedrijf niet ingesteld.',
      'sso.error.noSso':
        'Eenmalige aanmelding is voor dit e-mailadres niet ingesteld. Log in met uw wachtwoord.',
      'sso.error.idpUnreachable':
        'De identiteitsprovider van uw instelling is niet bereikbaar. Probeer het later opnieuw.',
      'sso.error.issuerUrl': 'Voer het adres van de uitgever in, beginnend met https://.',
      'sso.error.discovery':
        'De uitgever gaf zijn OpenID Connect-discoverydocument niet. Controleer het adres.',
      'sso.error.metadata':
        'De metadata van de identiteitsprovider zijn onleesbaar: er zijn een entity-id, een adres voor eenmalige aanmelding en een ondertekeningscertificaat nodig.',
      'sso.error.metadataRequired':
        'Plak de metadata van de identiteitsprovider of voer het adres in waar ze gepubliceerd zijn.',
      'sso.error.tooManyRequests':
        'Te veel pogingen om met single sign-on in te loggen vanaf dit netwerk. Probeer het over {seconds} seconden opnieuw.',
      'sso.message.saved': 'Instellingen voor eenmalige aanmelding opgeslagen',
      'sso.message.removed': 'Eenmalige aanmelding verwijderd',
    },
  },
);
