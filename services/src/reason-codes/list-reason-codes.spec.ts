import { REASON_CODE_CATALOGUE } from '../scoring/reason-code-catalogue';
import { listReasonCodes } from './list-reason-codes';

describe('reason code list', () => {
  it('pages the whole catalogue by code, 25 by default', () => {
    const { data, meta } = listReasonCodes({});
    expect(meta).toEqual({ total: REASON_CODE_CATALOGUE.length, page: 1, limit: 25 });
    expect(data.length).toBe(Math.min(25, REASON_CODE_CATALOGUE.length));
    expect(data.map((d) => d.code)).toEqual([...data.map((d) => d.code)].sort());
  });

  it('searches code and description, case-insensitively', () => {
    expect(listReasonCodes({ search: 'adc' }).data.map((d) => d.code)).toContain('ADC');
    expect(listReasonCodes({ search: 'DISPOSABLE' }).data.map((d) => d.code)).toContain('EADP');
  });

  it('sorts descending and pages on', () => {
    const desc = listReasonCodes({ order: 'desc', limit: '50' });
    expect(desc.data[0].code > desc.data[1].code).toBe(true);
    expect(listReasonCodes({ page: '99' }).data).toEqual([]);
  });

  it('refuses page sizes and sorts outside the spec', () => {
    expect(() => listReasonCodes({ limit: '10' })).toThrow('Must be one of 25, 50, 100');
    expect(() => listReasonCodes({ sort: 'level' })).toThrow('Cannot sort by level');
  });

  it('pages by the rules of every list: a whole page number from 1, given once', () => {
    for (const page of ['0', '1.5', '-1', '18446744073709551617', 'x'])
      expect(() => listReasonCodes({ page })).toThrow('Must be a whole number from 1 to 1,000,000');
    expect(() => listReasonCodes({ page: ['1', '2'] as unknown as string })).toThrow(
      'Give this parameter once',
    );
    expect(() => listReasonCodes({ limit: '25.5' })).toThrow('Must be one of 25, 50, 100');
  });
});
