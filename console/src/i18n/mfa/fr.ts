import type { mfaEn } from './en';

export const mfaFr: Record<keyof typeof mfaEn, string> = {
  'mfa.stepTitle': 'Connexion en deux étapes',
  'mfa.stepSubtitle': 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  'mfa.code': 'Code',
  'mfa.verify': 'Vérifier',
  'mfa.usePasskey': 'Utiliser une clé d’accès ou une clé de sécurité',
  'mfa.useRecovery': 'Utiliser un code de récupération',
  'mfa.useApp': 'Utiliser votre application d’authentification',
  'mfa.recoveryCode': 'Code de récupération',
  'mfa.recoverySubtitle':
    'Saisissez l’un des codes de récupération conservés. Chaque code ne sert qu’une fois.',
  'mfa.passkeySubtitle': 'Confirmez avec la clé d’accès ou la clé de sécurité enregistrée.',
  'mfa.backToSignIn': 'Retour à la connexion',
  'mfa.passkeyCancelled': 'La demande de clé d’accès a été annulée ou refusée.',
  'mfa.passkeyUnsupported':
    'Ce navigateur ne prend pas en charge les clés d’accès. Utilisez votre application d’authentification.',
  'mfa.codeRequired': 'Saisissez le code.',
  'mfa.codeFormat': 'Saisissez les 6 chiffres de votre application.',
  'mfa.enrolTitle': 'Configurer la connexion en deux étapes',
  'mfa.enrolSubtitle':
    'Votre organisation exige une seconde étape à la connexion. Choisissez comment vous confirmerez votre identité.',
  'mfa.methodApp': 'Application d’authentification',
  'mfa.methodAppHint':
    'Un code à 6 chiffres d’une application comme Microsoft Authenticator, Google Authenticator ou 1Password.',
  'mfa.methodPasskey': 'Clé d’accès ou clé de sécurité',
  'mfa.methodPasskeyHint':
    'L’empreinte, le visage ou le code PIN de votre appareil, ou une clé de sécurité USB ou NFC.',
  'mfa.scanQr':
    'Scannez ce code QR avec votre application d’authentification, puis saisissez le code affiché.',
  'mfa.qrAlt': 'Code QR pour votre application d’authentification',
  'mfa.manualKey': 'Ou saisissez cette clé dans l’application',
  'mfa.label': 'Nom (facultatif)',
  'mfa.labelPlaceholder': 'p. ex. Téléphone professionnel',
  'mfa.confirm': 'Confirmer',
  'mfa.registerPasskey': 'Enregistrer une clé d’accès',
  'mfa.recoveryTitle': 'Conservez vos codes de récupération',
  'mfa.recoveryWarning':
    'Si vous perdez votre téléphone ou votre clé, chacun de ces codes permet une connexion. Ils ne seront plus affichés : imprimez-les ou gardez-les dans un gestionnaire de mots de passe.',
  'mfa.recoveryCodesLabel': 'Codes de récupération',
  'mfa.copyCodes': 'Copier les codes',
  'mfa.continue': 'Je les ai conservés, continuer',
  'mfa.cardTitle': 'Connexion en deux étapes',
  'mfa.cardRequired': 'Votre organisation exige la connexion en deux étapes : gardez au moins une méthode.',
  'mfa.cardOffered': 'Ajoutez une seconde étape pour protéger votre compte au-delà du mot de passe.',
  'mfa.noFactors': 'Aucune seconde étape n’est encore configurée.',
  'mfa.kind.totp': 'Application d’authentification',
  'mfa.kind.passkey': 'Clé d’accès ou clé de sécurité',
  'mfa.added': 'Ajoutée le {date}',
  'mfa.lastUsed': 'dernière utilisation le {date}',
  'mfa.reauthTitle': 'Confirmez que c\u2019est bien vous',
  'mfa.reauthIntro':
    'Modifier votre façon de vous connecter demande une confirmation récente : saisissez votre mot de passe ou un code de votre application d\u2019authentification.',
  'mfa.reauthField': 'Mot de passe ou code d\u2019authentification',
  'mfa.reauthRequired':
    'Saisissez votre mot de passe ou un code de votre application d\u2019authentification.',
  'mfa.removeTitle': 'Supprimer un facteur de connexion',
  'mfa.remove': 'Supprimer',
  'mfa.removeConfirm': 'Supprimer « {name} » ? Vous ne pourrez plus vous connecter avec.',
  'mfa.removedToast': 'La méthode de connexion a été supprimée.',
  'mfa.addApp': 'Ajouter une application d’authentification',
  'mfa.addPasskey': 'Ajouter une clé d’accès',
  'mfa.addedToast': 'La méthode de connexion a été ajoutée.',
  'mfa.codesLeft': 'Codes de récupération restants : {count}',
  'mfa.regenerate': 'Nouveaux codes de récupération',
  'mfa.regenerateConfirm':
    'Créer dix nouveaux codes de récupération ? Les codes actuels cessent aussitôt de fonctionner.',
  'mfa.policy.required': 'Obligatoire',
  'mfa.policy.offered': 'Proposée',
  'security.mfa.tab': 'Multifacteur',
  'security.mfa.policy': 'Règle',
  'security.mfa.policyRequired':
    'Chaque membre du personnel confirme chaque connexion par une seconde étape.',
  'security.mfa.policyOffered':
    'Le personnel qui a configuré une seconde étape l’utilise ; les autres se connectent avec leur seul mot de passe.',
  'security.mfa.policyNote': 'L’administrateur de la plateforme fixe cette règle pour votre organisation.',
  'security.mfa.name': 'Nom',
  'security.mfa.email': 'E-mail',
  'security.mfa.factors': 'Seconde étape',
  'security.mfa.none': 'Non configurée',
  'security.mfa.resetTitle': 'Réinitialiser les facteurs de connexion',
  'security.mfa.reset': 'Réinitialiser',
  'security.mfa.resetConfirm':
    'Réinitialiser la connexion en deux étapes de {name} ? Ses applications, clés d’accès et codes de récupération cessent de fonctionner ; une nouvelle méthode sera configurée à la prochaine connexion.',
  'security.mfa.resetToast': 'La connexion en deux étapes de {name} a été réinitialisée.',
  'companies.mfa': 'Multifacteur',
  'companies.mfaTitle': 'Connexion multifacteur : {name}',
  'companies.mfaHelp':
    'Obligatoire : chaque membre du personnel doit configurer et utiliser une seconde étape. Proposée : chacun choisit.',
  'companies.mfaSaved': 'La règle multifacteur de {name} a été enregistrée.',
};
