import { randomBytes } from 'node:crypto';
import { DataKeys } from '../../shared/crypto/data-keys';
import { protectSsn } from '../../shared/crypto/ssn-protector';
import { NormalisedApplicant } from '../rows/validate-applicant-row';
import { ChunkContext, ExistingSession, buildChunk, prepareApplicant } from './build-chunk';

const keys = new DataKeys(randomBytes(32));
const avery: NormalisedApplicant = {
  externalId: 'S-1',
  firstName: 'Avery',
  lastName: 'Lopez',
  email: 'avery@gmail.com',
  dateOfBirth: '2004-05-17',
  ssn: '111223333',
  street: '1200 Aspen Hollow Ln',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  countryCode: 'US',
};
const context = (existing: ExistingSession[] = []): ChunkContext => ({
  companyId: 7,
  keys,
  today: '2026-06-15',
  existing: new Map(existing.map((e) => [e.identityKey, e])),
  holders: new Map(),
});

describe('building a chunk', () => {
  it('Given new applicants, Then new rows, no clear SSN, and one new session per day in the counters', () => {
    const built = buildChunk(context(), [
      prepareApplicant(keys, 7, avery),
      prepareApplicant(keys, 7, { ...avery, externalId: 'S-2', ssn: undefined }),
    ]);
    expect(built).toMatchObject({ imported: 2, updated: 0 });
    expect(JSON.stringify(built.rows)).not.toContain('111223333');
    expect(built.rows[0]).toMatchObject({
      id: 0,
      ssn_last4: '3333',
      invalid_ssn: false,
      meta_data: { reasonCodes: { taxId: expect.arrayContaining(['TNVB']) } },
    });
    expect(built.rows[1]).toMatchObject({ ssn_index: null, invalid_ssn: true });
    expect(built.daily).toEqual([{ day: '2026-06-15', ekyc: 2, invalidTaxId: 1, incompleteAddress: 0 }]);
  });

  it('Given the same key twice in a chunk, Then one row, the later values, counted as imported then updated', () => {
    const built = buildChunk(context(), [
      prepareApplicant(keys, 7, avery),
      prepareApplicant(keys, 7, { ...avery, city: 'Boulder' }),
    ]);
    expect(built.rows).toHaveLength(1);
    expect(built.rows[0].city).toBe('Boulder');
    expect(built).toMatchObject({ imported: 1, updated: 1 });
  });

  it('Given a session on file with another SSN, Then an update keeping its id and uuid, scored TINO, flags moved on its day', () => {
    const p = prepareApplicant(keys, 7, avery);
    const onFile: ExistingSession = {
      identityKey: p.identityKey,
      id: 41,
      uuid: 'u-41',
      createdDay: '2026-06-01',
      invalidSsn: true,
      incompleteAddress: false,
      ssnCipher: protectSsn(keys, 7, '222334444').cipher,
    };
    const built = buildChunk(context([onFile]), [p]);
    expect(built.rows[0]).toMatchObject({
      id: 41,
      uuid: 'u-41',
      meta_data: { reasonCodes: { taxId: expect.arrayContaining(['TINO']) } },
    });
    expect(built).toMatchObject({ imported: 0, updated: 1 });
    expect(built.daily).toEqual([{ day: '2026-06-01', ekyc: 0, invalidTaxId: -1, incompleteAddress: 0 }]);
  });

  it('Given three people on one SSN in the file, Then the third is a synthetic identity (TSYN)', () => {
    const people = [
      avery,
      { ...avery, externalId: 'S-2', firstName: 'Jordan', dateOfBirth: '2001-01-01' },
      { ...avery, externalId: 'S-3', firstName: 'Mei', dateOfBirth: '2002-02-02' },
    ];
    const built = buildChunk(
      context(),
      people.map((a) => prepareApplicant(keys, 7, a)),
    );
    expect(built.rows[2].meta_data.reasonCodes.taxId).toEqual(
      expect.arrayContaining(['TSNM', 'TSDM', 'TSYN']),
    );
    expect(built.rows[2].overall_risk_level).toBe('very_high');
  });
});
