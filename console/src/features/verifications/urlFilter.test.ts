import { riskOf, urlFilterOf, withParam } from './urlFilter';

describe('urlFilterOf', () => {
  it.each([
    ['', {}, []],
    ['?search=x&page=2&limit=50&overall_risk_level=high', {}, []],
    ['?custom_date=this_month', { custom_date: 'this_month' }, [{ kind: 'period', period: 'this_month' }]],
    [
      '?custom_date=custom&date%5BfromDate%5D=2025-05-01&date%5BtoDate%5D=2025-05-13',
      { custom_date: 'custom', 'date[fromDate]': '2025-05-01', 'date[toDate]': '2025-05-13' },
      [{ kind: 'period', period: 'custom', from: '2025-05-01', to: '2025-05-13' }],
    ],
    ['?invalid_ssn=1', { invalid_ssn: '1' }, [{ kind: 'invalidSsn' }]],
    ['?incomplete_address=1', { incomplete_address: '1' }, [{ kind: 'incompleteAddress' }]],
    ['?high_risk_or_invalid_ssn=1', { high_risk_or_invalid_ssn: '1' }, [{ kind: 'highRiskOrInvalidSsn' }]],
    ['?form_type=all', { form_type: 'all' }, [{ kind: 'allForms' }]],
    ['?invalid_ssn=0', { invalid_ssn: '0' }, [{ kind: 'field', field: 'invalid_ssn', value: '0' }]],
    ['?state=CO&email=', { state: 'CO' }, [{ kind: 'field', field: 'state', value: 'CO' }]],
    [
      'custom_date=last_7_days&invalid_ssn=1',
      { custom_date: 'last_7_days', invalid_ssn: '1' },
      [{ kind: 'period', period: 'last_7_days' }, { kind: 'invalidSsn' }],
    ],
  ])('%s', (search, params, parts) => {
    expect(urlFilterOf(search)).toEqual({ params, parts });
  });
});

describe('riskOf', () => {
  it.each([
    ['', 'all'],
    ['?overall_risk_level=high', 'high'],
    ['overall_risk_level=Medium&page=2', 'medium'],
    ['?risk_level=inconclusive', 'inconclusive'],
    ['?overall_risk_level=very_high', 'all'],
    ['?overall_risk_level=', 'all'],
  ])('%s starts the Risk Level select at %s', (search, risk) => {
    expect(riskOf(search)).toBe(risk);
  });
});

describe('withParam', () => {
  it.each([
    [
      '/verifications',
      '?custom_date=this_month&page=3',
      'overall_risk_level',
      'high',
      '/verifications?custom_date=this_month&overall_risk_level=high',
    ],
    [
      '/verifications',
      'risk_level=low',
      'overall_risk_level',
      'medium',
      '/verifications?overall_risk_level=medium',
    ],
    ['/verifications', '?overall_risk_level=high', 'overall_risk_level', undefined, '/verifications'],
    [
      '/id-verifications',
      '?form_type=all&overall_validation=PASSED',
      'overall_validation',
      'FAILED',
      '/id-verifications?form_type=all&overall_validation=FAILED',
    ],
  ] as const)('%s%s: %s=%s', (location, search, key, value, expected) => {
    expect(withParam(location, search, key, value)).toBe(expected);
  });
});
