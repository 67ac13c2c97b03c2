import type { privacyEn } from './en';

/** Erasure, legal holds and retention (docs/privacy.md). */
export const privacyDe: Record<keyof typeof privacyEn, string> = {
  'privacy.eraseTitle': 'Bewerber löschen',
  'privacy.erase': 'Löschen',
  'privacy.erased': 'Bewerber gelöscht: Schlüssel vernichtet, Datensätze entfernt',
  'privacy.eraseWarning':
    'Die Schlüssel werden vernichtet und alle Datensätze gelöscht; das lässt sich nicht rückgängig machen. Der Verlauf behält, wer gelöscht hat, wann und warum.',
  'privacy.holdTitle': 'Rechtliche Aufbewahrung verhängen',
  'privacy.hold': 'Rechtliche Aufbewahrung',
  'privacy.holdPlaced': 'Rechtliche Aufbewahrung verhängt',
  'privacy.releaseTitle': 'Rechtliche Aufbewahrung aufheben',
  'privacy.release': 'Aufbewahrung aufheben',
  'privacy.holdReleased': 'Rechtliche Aufbewahrung aufgehoben',
  'privacy.underHold': 'Rechtliche Aufbewahrung',
  'privacy.reason': 'Grund',
  'privacy.reasonRequired': 'Ein Grund ist erforderlich',
  'privacy.erasedOn': 'Gelöscht am {date}',
  'privacy.erasedTitle': 'Gelöscht',
  'privacy.erasedDescription':
    'Diese Person wurde gelöscht: Ihre personenbezogenen Daten sind entfernt. Was erhalten bleibt, steht unten.',
  'privacy.certificate': 'Löschbescheinigung',
  'privacy.history': 'Datenschutzverlauf',
  'privacy.when': 'Wann',
  'privacy.what': 'Was',
  'privacy.by': 'Von',
  'privacy.keyIds': 'Vernichtete Schlüssel',
  'privacy.event.ApplicantErased': 'Gelöscht',
  'privacy.event.CompanyOffboarded': 'Firma abgemeldet',
  'privacy.event.LegalHoldPlaced': 'Rechtliche Aufbewahrung verhängt',
  'privacy.event.LegalHoldReleased': 'Rechtliche Aufbewahrung aufgehoben',
  'privacy.event.RetentionApplied': 'Aufbewahrungsplan angewendet',
  'idv.imagesDeleted': 'Bilder nach dem Aufbewahrungsplan am {date} gelöscht',
};
