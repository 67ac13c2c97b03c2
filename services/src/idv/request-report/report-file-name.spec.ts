import { reportFileName } from './report-file-name';

describe('reportFileName (issue 33: both PDFs used to download as the uuid)', () => {
  const uuid = '3f2a9c1b-7d4e-4c1a-9b2f-0a1b2c3d4e5f';
  const at = new Date('2026-11-29T14:05:00Z');

  it('names each PDF by its kind, the applicant reference and the day, never the same for two kinds', () => {
    const idv = reportFileName({ kind: 'idv', formType: 'ADMISSIONS' }, uuid, at, 'en');
    const sfs = reportFileName({ kind: 'idv', formType: 'FINANCIAL_AID' }, uuid, at, 'en');
    const session = reportFileName({ kind: 'session' }, uuid, at, 'en');
    expect([idv, sfs, session]).toEqual([
      'id-verification-admissions-3f2a9c1b-2026-11-29.pdf',
      'id-verification-financial-aid-3f2a9c1b-2026-11-29.pdf',
      'data-verification-3f2a9c1b-2026-11-29.pdf',
    ]);
  });

  it("uses the reader's language in plain ASCII", () => {
    expect(reportFileName({ kind: 'idv', formType: 'FINANCIAL_AID' }, uuid, at, 'fr')).toBe(
      'verification-identite-aide-financiere-3f2a9c1b-2026-11-29.pdf',
    );
    expect(reportFileName({ kind: 'session' }, uuid, at, 'de')).toBe('datenpruefung-3f2a9c1b-2026-11-29.pdf');
  });
});
