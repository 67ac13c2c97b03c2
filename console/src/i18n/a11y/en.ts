/** Accessibility texts (skip link, names of progress bars and other controls): English, the reference. */
export const a11yEn = {
  'layout.skipToContent': 'Skip to content',
  'a11y.importProgress': 'Progress of import {name}',
  'a11y.uploadProgress': 'Upload progress',
};
