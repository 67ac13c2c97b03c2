import { defineMessages } from './define-messages';

/**
 * The words of a PDF report's file name (idv/request-report/report-file-name.ts): plain ASCII, since
 * file names travel through Downloads folders, mail attachments and file shares.
 */
export const reportFileMessages = defineMessages(
  {
    'reportFile.idv': 'id-verification',
    'reportFile.session': 'data-verification',
    'reportFile.ADMISSIONS': 'admissions',
    'reportFile.FINANCIAL_AID': 'financial-aid',
  },
  {
    fr: {
      'reportFile.idv': 'verification-identite',
      'reportFile.session': 'verification-donnees',
      'reportFile.ADMISSIONS': 'admissions',
      'reportFile.FINANCIAL_AID': 'aide-financiere',
    },
    de: {
      'reportFile.idv': 'identitaetspruefung',
      'reportFile.session': 'datenpruefung',
      'reportFile.ADMISSIONS': 'zulassung',
      'reportFile.FINANCIAL_AID': 'studienfinanzierung',
    },
    nl: {
      'reportFile.idv': 'identiteitsverificatie',
      'reportFile.session': 'gegevensverificatie',
      'reportFile.ADMISSIONS': 'toelating',
      'reportFile.FINANCIAL_AID': 'studiefinanciering',
    },
  },
);
