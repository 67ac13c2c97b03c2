import { defineMessages } from './define-messages';

/** Erasure, offboarding and legal holds (docs/privacy.md). */
export const privacyMessages = defineMessages(
  {
    'privacy.legalHoldOpen':
      'This applicant is under a legal hold: nothing of theirs can be erased until the hold is released',
    'privacy.alreadyErased': 'This applicant was already erased',
    'privacy.alreadyHeld': 'This applicant is already under a legal hold',
    'privacy.notHeld': 'This applicant is not under a legal hold',
    'privacy.reasonRequired': 'A reason is required',
    'privacy.offboardNameMismatch': "Type the company's name exactly as it is shown to confirm",
    'privacy.erased': 'Applicant erased: their keys are destroyed and their records deleted',
    'privacy.erasedOn': 'Erased on {date}',
    'privacy.holdPlaced': 'Legal hold placed',
    'privacy.holdReleased': 'Legal hold released',
    'privacy.offboarded': "Company offboarded: every applicant's keys destroyed, its users disabled",
  },
  {
    fr: {
      'privacy.legalHoldOpen':
        'Ce candidat fait l’objet d’une conservation légale : rien de ses données ne peut être effacé avant sa levée',
      'privacy.alreadyErased': 'Ce candidat a déjà été effacé',
      'privacy.alreadyHeld': 'Ce candidat fait déjà l’objet d’une conservation légale',
      'privacy.notHeld': 'Ce candidat ne fait pas l’objet d’une conservation légale',
      'privacy.reasonRequired': 'Un motif est requis',
      'privacy.offboardNameMismatch':
        'Saisissez le nom de l’entreprise exactement tel qu’il est affiché pour confirmer',
      'privacy.erased': 'Candidat effacé : ses clés sont détruites et ses dossiers supprimés',
      'privacy.erasedOn': 'Effacé le {date}',
      'privacy.holdPlaced': 'Conservation légale placée',
      'privacy.holdReleased': 'Conservation légale levée',
      'privacy.offboarded':
        'Entreprise clôturée : les clés de chaque candidat sont détruites, ses utilisateurs désactivés',
    },
    de: {
      'privacy.legalHoldOpen':
        'Für diese Bewerberin bzw. diesen Bewerber gilt eine rechtliche Aufbewahrungspflicht: Nichts darf gelöscht werden, bis sie aufgehoben ist',
      'privacy.alreadyErased': 'Diese Person wurde bereits gelöscht',
      'privacy.alreadyHeld': 'Für diese Person gilt bereits eine rechtliche Aufbewahrungspflicht',
      'privacy.notHeld': 'Für diese Person gilt keine rechtliche Aufbewahrungspflicht',
      'privacy.reasonRequired': 'Ein Grund ist erforderlich',
      'privacy.offboardNameMismatch': 'Geben Sie zur Bestätigung den Namen der Firma genau wie angezeigt ein',
      'privacy.erased': 'Bewerber gelöscht: Schlüssel vernichtet, Datensätze entfernt',
      'privacy.erasedOn': 'Gelöscht am {date}',
      'privacy.holdPlaced': 'Rechtliche Aufbewahrung verhängt',
      'privacy.holdReleased': 'Rechtliche Aufbewahrung aufgehoben',
      'privacy.offboarded': 'Firma abgemeldet: Schlüssel aller Bewerber vernichtet, Benutzer deaktiviert',
    },
    nl: {
      'privacy.legalHoldOpen':
        'Voor deze aanvrager geldt een juridische bewaarplicht: niets mag worden gewist tot die is opgeheven',
      'privacy.alreadyErased': 'Deze aanvrager is al gewist',
      'privacy.alreadyHeld': 'Voor deze aanvrager geldt al een juridische bewaarplicht',
      'privacy.notHeld': 'Voor deze aanvrager geldt geen juridische bewaarplicht',
      'privacy.reasonRequired': 'Een reden is verplicht',
      'privacy.offboardNameMismatch': 'Typ ter bevestiging de naam van het bedrijf precies zoals getoond',
      'privacy.erased': 'Aanvrager gewist: sleutels vernietigd, gegevens verwijderd',
      'privacy.erasedOn': 'Gewist op {date}',
      'privacy.holdPlaced': 'Juridische bewaarplicht ingesteld',
      'privacy.holdReleased': 'Juridische bewaarplicht opgeheven',
      'privacy.offboarded':
        'Bedrijf afgesloten: sleutels van alle aanvragers vernietigd, gebruikers uitgeschakeld',
    },
  },
);
