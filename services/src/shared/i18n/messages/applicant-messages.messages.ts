import { defineMessages } from './define-messages';

/**
 * The text and e-mail that carry an applicant's capture link (idv/manage-link/capture-link-issuer.ts),
 * in the language chosen for the applicant (docs/idv.md, "Messages to applicants").
 */
export const applicantMessageTexts = defineMessages(
  {
    'applicantMessage.sms':
      '{company}: please verify your identity for {form}. Open this link on your phone: {url} It can be used once and expires {until}.',
    'applicantMessage.emailSubject': '{company}: verify your identity',
    'applicantMessage.emailBody':
      'Hello,\n\n{company} asks you to verify your identity for {form}.\n\nOpen this link on your phone to photograph your ID (front and back) and take a selfie:\n{url}\n\nThe link can be used once and expires {until}.\n\nIf you were not expecting this message, you can ignore it.\n\n{company}\n',
  },
  {
    fr: {
      'applicantMessage.sms':
        '{company} : veuillez vérifier votre identité pour {form}. Ouvrez ce lien sur votre téléphone : {url} Il ne sert qu’une fois et expire le {until}.',
      'applicantMessage.emailSubject': '{company} : vérifiez votre identité',
      'applicantMessage.emailBody':
        'Bonjour,\n\n{company} vous demande de vérifier votre identité pour {form}.\n\nOuvrez ce lien sur votre téléphone pour photographier votre pièce d’identité (recto et verso) et prendre un selfie :\n{url}\n\nLe lien ne sert qu’une fois et expire le {until}.\n\nSi vous n’attendiez pas ce message, vous pouvez l’ignorer.\n\n{company}\n',
    },
    de: {
      'applicantMessage.sms':
        '{company}: Bitte bestätigen Sie Ihre Identität für {form}. Öffnen Sie diesen Link auf Ihrem Telefon: {url} Er gilt einmal und läuft am {until} ab.',
      'applicantMessage.emailSubject': '{company}: Bestätigen Sie Ihre Identität',
      'applicantMessage.emailBody':
        'Guten Tag,\n\n{company} bittet Sie, Ihre Identität für {form} zu bestätigen.\n\nÖffnen Sie diesen Link auf Ihrem Telefon, um Ihren Ausweis (Vorder- und Rückseite) zu fotografieren und ein Selfie aufzunehmen:\n{url}\n\nDer Link gilt einmal und läuft am {until} ab.\n\nWenn Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren.\n\n{company}\n',
    },
    nl: {
      'applicantMessage.sms':
        '{company}: verifieer uw identiteit voor {form}. Open deze link op uw telefoon: {url} Hij werkt één keer en verloopt op {until}.',
      'applicantMessage.emailSubject': '{company}: verifieer uw identiteit',
      'applicantMessage.emailBody':
        'Hallo,\n\n{company} vraagt u uw identiteit te verifiëren voor {form}.\n\nOpen deze link op uw telefoon om uw identiteitsbewijs (voor- en achterkant) te fotograferen en een selfie te maken:\n{url}\n\nDe link werkt één keer en verloopt op {until}.\n\nAls u dit bericht niet verwachtte, kunt u het negeren.\n\n{company}\n',
    },
  },
);
