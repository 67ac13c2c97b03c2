import { defineMessages } from './define-messages';

/**
 * Resubmission and four-eyes (docs/review-queue.md): the reasons an applicant reads when staff ask for
 * new photos (capture page, text and e-mail), the IDV history's lines, the answers of the routes.
 */
export const resubmissionMessages = defineMessages(
  {
    'idvResubmission.reason.back_blurred': 'The photo of the back of your document is blurred.',
    'idvResubmission.reason.front_blurred': 'The photo of the front of your document is blurred.',
    'idvResubmission.reason.glare': 'Light reflects on your document, so part of it cannot be read.',
    'idvResubmission.reason.document_cut_off': 'Part of your document is cut off in the photo.',
    'idvResubmission.reason.document_expired': 'The document you photographed has expired.',
    'idvResubmission.reason.wrong_document': 'The photos do not show an accepted identity document.',
    'idvResubmission.reason.selfie_too_dark': 'Your selfie is too dark.',
    'idvResubmission.reason.selfie_face_hidden': 'Your face is not fully visible in your selfie.',
    'idvResubmission.sms':
      '{company}: please send new photos for {form}. {reason} Open this link on your phone: {url} It can be used once and expires {until}.',
    'idvResubmission.emailSubject': '{company}: please send new photos',
    'idvResubmission.emailBody':
      'Hello,\n\n{company} could not complete your identity check for {form}:\n{reason}\n\nOpen this link on your phone to take the photos again:\n{url}\n\nThe link can be used once and expires {until}.\n\n{company}\n',
    'idvResubmission.history': 'New photos requested by {name}: {reason}',
    'idvResubmission.overriddenApproved':
      'Result overridden by {name}, approved by {approver}: {previous} → {result}. Reason: {reason}',
    'idvResubmission.requested': 'New photos requested: a new link was sent to the applicant',
    'idvResubmission.reasonOneOf': 'Reason must be one of: {values}',
    'idvResubmission.notCompleted': 'New photos can be requested only once the check has completed',
    'idvResubmission.alreadyPassed': 'This check passed: there is nothing to resubmit',
    'fourEyes.sentForApproval': 'Sent for approval: a colleague with the same permission must approve it',
    'fourEyes.settingsSaved': 'Four-eyes setting saved',
  },
  {
    fr: {
      'idvResubmission.reason.back_blurred': 'La photo du verso de votre document est floue.',
      'idvResubmission.reason.front_blurred': 'La photo du recto de votre document est floue.',
      'idvResubmission.reason.glare': 'Un reflet sur votre document empêche d’en lire une partie.',
      'idvResubmission.reason.document_cut_off': 'Une partie de votre document est coupée sur la photo.',
      'idvResubmission.reason.document_expired': 'Le document photographié est expiré.',
      'idvResubmission.reason.wrong_document': 'Les photos ne montrent pas une pièce d’identité acceptée.',
      'idvResubmission.reason.selfie_too_dark': 'Votre selfie est trop sombre.',
      'idvResubmission.reason.selfie_face_hidden':
        'Votre visage n’est pas entièrement visible sur votre selfie.',
      'idvResubmission.sms':
        '{company} : merci d’envoyer de nouvelles photos pour {form}. {reason} Ouvrez ce lien sur votre téléphone : {url} Il ne sert qu’une fois et expire le {until}.',
      'idvResubmission.emailSubject': '{company} : merci d’envoyer de nouvelles photos',
      'idvResubmission.emailBody':
        'Bonjour,\n\n{company} n’a pas pu terminer la vérification de votre identité pour {form} :\n{reason}\n\nOuvrez ce lien sur votre téléphone pour reprendre les photos :\n{url}\n\nLe lien ne sert qu’une fois et expire le {until}.\n\n{company}\n',
      'idvResubmission.history': 'Nouvelles photos demandées par {name} : {reason}',
      'idvResubmission.overriddenApproved':
        'Résultat modifié par {name}, approuvé par {approver} : {previous} → {result}. Motif : {reason}',
      'idvResubmission.requested': 'Nouvelles photos demandées : un nouveau lien a été envoyé au candidat',
      'idvResubmission.reasonOneOf': 'Le motif doit être l’un de : {values}',
      'idvResubmission.notCompleted':
        'De nouvelles photos ne peuvent être demandées qu’une fois la vérification terminée',
      'idvResubmission.alreadyPassed': 'Cette vérification est réussie : rien à renvoyer',
      'fourEyes.sentForApproval':
        'Envoyé pour approbation : un collègue disposant de la même autorisation doit l’approuver',
      'fourEyes.settingsSaved': 'Réglage du double contrôle enregistré',
    },
    de: {
      'idvResubmission.reason.back_blurred': 'Das Foto der Rückseite Ihres Dokuments ist unscharf.',
      'idvResubmission.reason.front_blurred': 'Das Foto der Vorderseite Ihres Dokuments ist unscharf.',
      'idvResubmission.reason.glare': 'Eine Spiegelung auf Ihrem Dokument macht einen Teil unlesbar.',
      'idvResubmission.reason.document_cut_off': 'Ein Teil Ihres Dokuments ist auf dem Foto abgeschnitten.',
      'idvResubmission.reason.document_expired': 'Das fotografierte Dokument ist abgelaufen.',
      'idvResubmission.reason.wrong_document': 'Die Fotos zeigen kein zulässiges Ausweisdokument.',
      'idvResubmission.reason.selfie_too_dark': 'Ihr Selfie ist zu dunkel.',
      'idvResubmission.reason.selfie_face_hidden':
        'Ihr Gesicht ist auf dem Selfie nicht vollständig zu sehen.',
      'idvResubmission.sms':
        '{company}: Bitte senden Sie neue Fotos für {form}. {reason} Öffnen Sie diesen Link auf Ihrem Telefon: {url} Er gilt einmal und läuft am {until} ab.',
      'idvResubmission.emailSubject': '{company}: Bitte senden Sie neue Fotos',
      'idvResubmission.emailBody':
        'Guten Tag,\n\n{company} konnte die Prüfung Ihrer Identität für {form} nicht abschließen:\n{reason}\n\nÖffnen Sie diesen Link auf Ihrem Telefon, um die Fotos erneut aufzunehmen:\n{url}\n\nDer Link gilt einmal und läuft am {until} ab.\n\n{company}\n',
      'idvResubmission.history': 'Neue Fotos angefordert von {name}: {reason}',
      'idvResubmission.overriddenApproved':
        'Ergebnis geändert von {name}, freigegeben von {approver}: {previous} → {result}. Begründung: {reason}',
      'idvResubmission.requested': 'Neue Fotos angefordert: Ein neuer Link wurde an die Person gesendet',
      'idvResubmission.reasonOneOf': 'Der Grund muss einer der folgenden sein: {values}',
      'idvResubmission.notCompleted': 'Neue Fotos können erst nach Abschluss der Prüfung angefordert werden',
      'idvResubmission.alreadyPassed': 'Diese Prüfung ist bestanden: Es gibt nichts neu einzureichen',
      'fourEyes.sentForApproval':
        'Zur Freigabe gesendet: Eine Kollegin oder ein Kollege mit derselben Berechtigung muss zustimmen',
      'fourEyes.settingsSaved': 'Vier-Augen-Einstellung gespeichert',
    },
    nl: {
      'idvResubmission.reason.back_blurred': 'De foto van de achterkant van uw document is onscherp.',
      'idvResubmission.reason.front_blurred': 'De foto van de voorkant van uw document is onscherp.',
      'idvResubmission.reason.glare': 'Licht weerkaatst op uw document, waardoor een deel onleesbaar is.',
      'idvResubmission.reason.document_cut_off': 'Een deel van uw document valt buiten de foto.',
      'idvResubmission.reason.document_expired': 'Het gefotografeerde document is verlopen.',
      'idvResubmission.reason.wrong_document': 'De foto’s tonen geen geaccepteerd identiteitsbewijs.',
      'idvResubmission.reason.selfie_too_dark': 'Uw selfie is te donker.',
      'idvResubmission.reason.selfie_face_hidden': 'Uw gezicht is niet helemaal zichtbaar op uw selfie.',
      'idvResubmission.sms':
        '{company}: stuur alstublieft nieuwe foto’s voor {form}. {reason} Open deze link op uw telefoon: {url} Hij werkt één keer en verloopt op {until}.',
      'idvResubmission.emailSubject': '{company}: stuur alstublieft nieuwe foto’s',
      'idvResubmission.emailBody':
        'Hallo,\n\n{company} kon de controle van uw identiteit voor {form} niet afronden:\n{reason}\n\nOpen deze link op uw telefoon om de foto’s opnieuw te maken:\n{url}\n\nDe link werkt één keer en verloopt op {until}.\n\n{company}\n',
      'idvResubmission.history': 'Nieuwe foto’s gevraagd door {name}: {reason}',
      'idvResubmission.overriddenApproved':
        'Resultaat gewijzigd door {name}, goedgekeurd door {approver}: {previous} → {result}. Reden: {reason}',
      'idvResubmission.requested': 'Nieuwe foto’s gevraagd: er is een nieuwe link naar de aanvrager gestuurd',
      'idvResubmission.reasonOneOf': 'De reden moet een van deze zijn: {values}',
      'idvResubmission.notCompleted': 'Nieuwe foto’s kunnen pas worden gevraagd als de controle klaar is',
      'idvResubmission.alreadyPassed': 'Deze controle is geslaagd: er valt niets opnieuw in te dienen',
      'fourEyes.sentForApproval':
        'Ter goedkeuring verstuurd: een collega met dezelfde bevoegdheid moet dit goedkeuren',
      'fourEyes.settingsSaved': 'Vier-ogeninstelling opgeslagen',
    },
  },
);
