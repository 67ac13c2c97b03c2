import { addressOf, checkRows, parseMetaData, reasonGroups, shownRisk, sourceFilters } from './sessionModel';
import type { Session } from './sessionTypes';

const meta = JSON.stringify({
  level: 'high',
  reasonCodes: {
    taxId: [{ reasonCode: 'TINO', description: 'Input SSN does not match on-file SSN' }],
    address: [{ reasonCode: 'ADC', description: 'Input data correct' }],
    email: [],
    extra: ['XX1'],
  },
  verifications: { emailLevel: 'low', phoneLevel: 'medium', customCheck: true },
});

describe('parseMetaData', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['[1,2]', null],
    ['"text"', null],
  ])('%s → no data', (text, expected) => expect(parseMetaData(text)).toBe(expected));

  it('reads level, groups and verifications', () => {
    const parsed = parseMetaData(meta)!;
    expect(parsed.level).toBe('high');
    expect(parsed.reasonCodes.taxId).toEqual([
      { reasonCode: 'TINO', description: 'Input SSN does not match on-file SSN' },
    ]);
    expect(parsed.reasonCodes.extra).toEqual([{ reasonCode: 'XX1', description: '' }]);
    expect(parsed.verifications).toEqual({ emailLevel: 'low', phoneLevel: 'medium', customCheck: true });
  });

  it('orders groups address, email, phone, taxId, then others', () => {
    expect(reasonGroups(parseMetaData(meta)!).map((g) => g.group)).toEqual([
      'address',
      'email',
      'taxId',
      'extra',
    ]);
  });

  it('lists known checks in spec order, then the others', () => {
    expect(checkRows(parseMetaData(meta)!.verifications)).toEqual([
      { key: 'phoneLevel', label: 'detail.check.phoneLevel', value: 'medium' },
      { key: 'emailLevel', label: 'detail.check.emailLevel', value: 'low' },
      { key: 'customCheck', label: null, value: 'true' },
    ]);
  });
});

describe('shownRisk', () => {
  it.each([
    [{ meta_data: meta, overall_risk_level: 'low' }, 'high'],
    [{ meta_data: null, overall_risk_level: 'low' }, 'low'],
    [{ meta_data: '{}', overall_risk_level: null }, null],
  ])('%j → %s', (s, expected) => expect(shownRisk(s)).toBe(expected));
});

describe('addressOf', () => {
  const base: Session = { id: 1, uuid: 'u', first_name: 'A', email: null };
  it.each([
    [{}, null],
    [
      { address: '1 Main St', city: 'Denver', state: 'CO', postal_code: '80202', country_code: 'US' },
      '1 Main St, Denver, CO 80202, US',
    ],
    [{ street: '  ', city: 'Boston' }, 'Boston'],
    [{ zip: '02134', country: 'US' }, '02134, US'],
  ])('%j → %s', (parts, expected) => expect(addressOf({ ...base, ...parts })).toBe(expected));
});

describe('sourceFilters (the export of a list)', () => {
  it('adds the IDV form type of a Students screen, and nothing for All or the verifications list', () => {
    const filters = { state: 'CO' };
    expect(sourceFilters({ kind: 'students', form: 'admissions' }, filters)).toEqual({
      state: 'CO',
      idv_form: 'ADMISSIONS',
    });
    expect(sourceFilters({ kind: 'students', form: 'sas' }, {})).toEqual({ idv_form: 'FINANCIAL_AID' });
    expect(sourceFilters({ kind: 'students', form: 'all' }, filters)).toBe(filters);
    expect(sourceFilters({ kind: 'verifications' }, filters)).toBe(filters);
  });
});
