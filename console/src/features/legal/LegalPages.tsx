import { LegalPage, type LegalSection } from './LegalPage';

const privacySections: LegalSection[] = [
  { title: 'legal.privacy.collect.title', body: 'legal.privacy.collect.body' },
  { title: 'legal.privacy.use.title', body: 'legal.privacy.use.body' },
  { title: 'legal.privacy.security.title', body: 'legal.privacy.security.body' },
  { title: 'legal.privacy.retention.title', body: 'legal.privacy.retention.body' },
  { title: 'legal.privacy.children.title', body: 'legal.privacy.children.body' },
  { title: 'legal.privacy.rights.title', body: 'legal.privacy.rights.body' },
];

const termsSections: LegalSection[] = [
  { title: 'legal.terms.eligibility.title', body: 'legal.terms.eligibility.body' },
  { title: 'legal.terms.use.title', body: 'legal.terms.use.body' },
  { title: 'legal.terms.availability.title', body: 'legal.terms.availability.body' },
  { title: 'legal.terms.security.title', body: 'legal.terms.security.body' },
  { title: 'legal.terms.liability.title', body: 'legal.terms.liability.body' },
  { title: 'legal.terms.changes.title', body: 'legal.terms.changes.body' },
];

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <LegalPage title="nav.privacy" intro="legal.privacy.intro" sections={privacySections} />;
}

/** /terms-condition */
export function TermsPage() {
  return <LegalPage title="nav.terms" intro="legal.terms.intro" sections={termsSections} />;
}
