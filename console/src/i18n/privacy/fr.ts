import type { privacyEn } from './en';

/** Erasure, legal holds and retention (docs/privacy.md). */
export const privacyFr: Record<keyof typeof privacyEn, string> = {
  'privacy.eraseTitle': 'Effacer le candidat',
  'privacy.erase': 'Effacer',
  'privacy.erased': 'Candidat effacé : ses clés sont détruites et ses dossiers supprimés',
  'privacy.eraseWarning':
    'Ses clés sont détruites et tous ses dossiers supprimés ; c’est irréversible. L’historique garde qui l’a effacé, quand et pourquoi.',
  'privacy.holdTitle': 'Placer une conservation légale',
  'privacy.hold': 'Conservation légale',
  'privacy.holdPlaced': 'Conservation légale placée',
  'privacy.releaseTitle': 'Lever la conservation légale',
  'privacy.release': 'Lever la conservation',
  'privacy.holdReleased': 'Conservation légale levée',
  'privacy.underHold': 'Sous conservation légale',
  'privacy.reason': 'Motif',
  'privacy.reasonRequired': 'Un motif est requis',
  'privacy.erasedOn': 'Effacé le {date}',
  'privacy.erasedTitle': 'Effacé',
  'privacy.erasedDescription':
    'Ce candidat a été effacé : ses données personnelles ont disparu. Ce qui est conservé figure ci-dessous.',
  'privacy.certificate': 'Certificat d’effacement',
  'privacy.history': 'Historique de confidentialité',
  'privacy.when': 'Quand',
  'privacy.what': 'Quoi',
  'privacy.by': 'Par',
  'privacy.keyIds': 'Clés détruites',
  'privacy.event.ApplicantErased': 'Effacé',
  'privacy.event.CompanyOffboarded': 'Entreprise clôturée',
  'privacy.event.LegalHoldPlaced': 'Conservation légale placée',
  'privacy.event.LegalHoldReleased': 'Conservation légale levée',
  'privacy.event.RetentionApplied': 'Calendrier de conservation appliqué',
  'idv.imagesDeleted': 'Images supprimées selon le calendrier de conservation le {date}',
};
