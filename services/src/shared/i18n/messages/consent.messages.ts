import { defineMessages } from './define-messages';

/**
 * The biometric consent the capture page shows (docs/privacy.md, "Biometric consent"), one set of
 * keys per consent text version: `consent.<version>.*`. A version is never edited once released; a
 * new wording is a new version (idv/capture/consent-texts.ts names the current one), so every
 * recorded acceptance still points at the words the applicant read.
 */
export const consentMessages = defineMessages(
  {
    'consent.2026-11.title': 'Before you start: your photos and your face',
    'consent.2026-11.collected':
      '{company} collects photos of the front and back of your identity document, a selfie, and from the selfie and the portrait on the document a face template (numbers that describe a face).',
    'consent.2026-11.purpose':
      'Purpose: only to confirm that you are the person named on the document, for the {form} process at {company}. Nothing is sold or used for anything else.',
    'consent.2026-11.retention':
      'The document photos and the selfie are deleted {imagesDays} days after the decision on your verification. The face template is never kept: it is deleted as soon as the comparison is done. Your record is deleted {recordsDays} days after your last activity.',
    'consent.2026-11.agreement':
      'By choosing “I agree” I give {company} my written release to collect my document photos, a selfie and a face template for this purpose and for these periods. I confirm that I am the person named on the document.',
    'consent.2026-11.withoutFace':
      'If you do not agree, you can send the document photos only: no selfie is taken and no face comparison is made. A staff member then reviews your documents, which can take longer.',
    'consent.2025-05-13.agreement':
      'I agree that {company} may collect images of my identity document and a selfie, and compare them with the information I gave, to verify my identity for the {form} process. The images are encrypted and are used only for this verification. I confirm that I am the person named on the document.',
  },
  {
    fr: {
      'consent.2026-11.title': 'Avant de commencer : vos photos et votre visage',
      'consent.2026-11.collected':
        '{company} recueille des photos du recto et du verso de votre pièce d’identité, un selfie et, à partir du selfie et du portrait de la pièce, un gabarit facial (des nombres qui décrivent un visage).',
      'consent.2026-11.purpose':
        'Finalité : uniquement confirmer que vous êtes la personne nommée sur la pièce, pour la procédure {form} de {company}. Rien n’est vendu ni utilisé à d’autres fins.',
      'consent.2026-11.retention':
        'Les photos de la pièce et le selfie sont supprimés {imagesDays} jours après la décision sur votre vérification. Le gabarit facial n’est jamais conservé : il est supprimé dès la comparaison faite. Votre dossier est supprimé {recordsDays} jours après votre dernière activité.',
      'consent.2026-11.agreement':
        'En choisissant « J’accepte », je donne à {company} mon autorisation écrite de recueillir les photos de ma pièce, un selfie et un gabarit facial, pour cette finalité et pour ces durées. Je confirme être la personne nommée sur la pièce.',
      'consent.2026-11.withoutFace':
        'Si vous n’acceptez pas, vous pouvez envoyer uniquement les photos de la pièce : aucun selfie n’est pris et aucune comparaison de visage n’est faite. Un membre du personnel examine alors vos documents, ce qui peut prendre plus de temps.',
      'consent.2025-05-13.agreement':
        'J’accepte que {company} recueille des images de ma pièce d’identité et un selfie, et les compare aux informations que j’ai données, pour vérifier mon identité pour la procédure {form}. Les images sont chiffrées et servent uniquement à cette vérification. Je confirme être la personne nommée sur la pièce.',
    },
    de: {
      'consent.2026-11.title': 'Bevor Sie beginnen: Ihre Fotos und Ihr Gesicht',
      'consent.2026-11.collected':
        '{company} erhebt Fotos der Vorder- und Rückseite Ihres Ausweisdokuments, ein Selfie und aus dem Selfie und dem Porträt auf dem Dokument ein Gesichtsmerkmal-Template (Zahlen, die ein Gesicht beschreiben).',
      'consent.2026-11.purpose':
        'Zweck: nur zu bestätigen, dass Sie die auf dem Dokument genannte Person sind, für das Verfahren {form} bei {company}. Nichts wird verkauft oder anders verwendet.',
      'consent.2026-11.retention':
        'Die Fotos des Dokuments und das Selfie werden {imagesDays} Tage nach der Entscheidung über Ihre Prüfung gelöscht. Das Gesichtsmerkmal-Template wird nie aufbewahrt: Es wird gelöscht, sobald der Vergleich erfolgt ist. Ihr Datensatz wird {recordsDays} Tage nach Ihrer letzten Aktivität gelöscht.',
      'consent.2026-11.agreement':
        'Mit „Ich stimme zu“ erteile ich {company} meine schriftliche Einwilligung, Fotos meines Dokuments, ein Selfie und ein Gesichtsmerkmal-Template zu diesem Zweck und für diese Fristen zu erheben. Ich bestätige, dass ich die auf dem Dokument genannte Person bin.',
      'consent.2026-11.withoutFace':
        'Wenn Sie nicht zustimmen, können Sie nur die Fotos des Dokuments senden: Es wird kein Selfie aufgenommen und kein Gesichtsvergleich gemacht. Eine Mitarbeiterin oder ein Mitarbeiter prüft dann Ihre Dokumente, was länger dauern kann.',
      'consent.2025-05-13.agreement':
        'Ich stimme zu, dass {company} Bilder meines Ausweisdokuments und ein Selfie erhebt und mit meinen Angaben vergleicht, um meine Identität für das Verfahren {form} zu prüfen. Die Bilder werden verschlüsselt und nur für diese Prüfung verwendet. Ich bestätige, dass ich die auf dem Dokument genannte Person bin.',
    },
    nl: {
      'consent.2026-11.title': 'Voordat u begint: uw foto’s en uw gezicht',
      'consent.2026-11.collected':
        '{company} verzamelt foto’s van de voor- en achterkant van uw identiteitsbewijs, een selfie en, uit de selfie en de pasfoto op het document, een gezichtstemplate (getallen die een gezicht beschrijven).',
      'consent.2026-11.purpose':
        'Doel: alleen bevestigen dat u de persoon bent die op het document staat, voor de procedure {form} bij {company}. Niets wordt verkocht of voor iets anders gebruikt.',
      'consent.2026-11.retention':
        'De foto’s van het document en de selfie worden {imagesDays} dagen na de beslissing over uw verificatie verwijderd. De gezichtstemplate wordt nooit bewaard: die wordt verwijderd zodra de vergelijking is gedaan. Uw dossier wordt {recordsDays} dagen na uw laatste activiteit verwijderd.',
      'consent.2026-11.agreement':
        'Door “Ik ga akkoord” te kiezen geef ik {company} mijn schriftelijke toestemming om foto’s van mijn document, een selfie en een gezichtstemplate te verzamelen voor dit doel en voor deze termijnen. Ik bevestig dat ik de persoon ben die op het document staat.',
      'consent.2026-11.withoutFace':
        'Als u niet akkoord gaat, kunt u alleen de foto’s van het document sturen: er wordt geen selfie gemaakt en geen gezichtsvergelijking gedaan. Een medewerker beoordeelt dan uw documenten, wat langer kan duren.',
      'consent.2025-05-13.agreement':
        'Ik ga ermee akkoord dat {company} afbeeldingen van mijn identiteitsbewijs en een selfie verzamelt en vergelijkt met de gegevens die ik gaf, om mijn identiteit te verifiëren voor de procedure {form}. De afbeeldingen worden versleuteld en alleen voor deze verificatie gebruikt. Ik bevestig dat ik de persoon ben die op het document staat.',
    },
  },
);
