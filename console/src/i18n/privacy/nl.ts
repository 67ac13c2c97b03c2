import type { privacyEn } from './en';

/** Erasure, legal holds and retention (docs/privacy.md). */
export const privacyNl: Record<keyof typeof privacyEn, string> = {
  'privacy.eraseTitle': 'Aanvrager wissen',
  'privacy.erase': 'Wissen',
  'privacy.erased': 'Aanvrager gewist: sleutels vernietigd, gegevens verwijderd',
  'privacy.eraseWarning':
    'De sleutels worden vernietigd en alle gegevens verwijderd; dit kan niet ongedaan worden gemaakt. De geschiedenis bewaart wie wiste, wanneer en waarom.',
  'privacy.holdTitle': 'Juridische bewaarplicht instellen',
  'privacy.hold': 'Juridische bewaarplicht',
  'privacy.holdPlaced': 'Juridische bewaarplicht ingesteld',
  'privacy.releaseTitle': 'Juridische bewaarplicht opheffen',
  'privacy.release': 'Bewaarplicht opheffen',
  'privacy.holdReleased': 'Juridische bewaarplicht opgeheven',
  'privacy.underHold': 'Onder juridische bewaarplicht',
  'privacy.reason': 'Reden',
  'privacy.reasonRequired': 'Een reden is verplicht',
  'privacy.erasedOn': 'Gewist op {date}',
  'privacy.erasedTitle': 'Gewist',
  'privacy.erasedDescription':
    'Deze aanvrager is gewist: de persoonsgegevens zijn weg. Wat bewaard blijft, staat hieronder.',
  'privacy.certificate': 'Wiscertificaat',
  'privacy.history': 'Privacygeschiedenis',
  'privacy.when': 'Wanneer',
  'privacy.what': 'Wat',
  'privacy.by': 'Door',
  'privacy.keyIds': 'Vernietigde sleutels',
  'privacy.event.ApplicantErased': 'Gewist',
  'privacy.event.CompanyOffboarded': 'Bedrijf afgesloten',
  'privacy.event.LegalHoldPlaced': 'Juridische bewaarplicht ingesteld',
  'privacy.event.LegalHoldReleased': 'Juridische bewaarplicht opgeheven',
  'privacy.event.RetentionApplied': 'Bewaarschema toegepast',
  'idv.imagesDeleted': 'Afbeeldingen verwijderd volgens het bewaarschema op {date}',
};
