/** Sign-in and security settings (single sign-on, multi-factor, sessions): English, the reference. */
export const securityEn = {
  'nav.security': 'Sign-in and security',
  'security.title': 'Sign-in and security',
  'security.subtitle': 'How your staff sign in, which second factor they need, and how long a session lasts.',
};
