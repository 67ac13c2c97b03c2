import { ValidationError } from '../../shared/domain/domain-error';
import { sessionFilter } from './session-filters';

const today = '2026-03-17';

describe('session list filters', () => {
  it('Given no filters, Then only the tenant, unfiltered', () => {
    expect(sessionFilter({ page: '2', limit: '25' }, 7, today)).toEqual({
      where: 's.company_id = $1',
      params: [7],
      filtered: false,
    });
  });

  it('Given a search with LIKE wildcards, Then a lower-cased, escaped pattern', () => {
    const f = sessionFilter({ search: ' Lopez_50% ' }, 7, today);
    expect(f.where).toBe('s.company_id = $1 AND s.search_text LIKE $2');
    expect(f.params).toEqual([7, '%lopez\\_50\\%%']);
  });

  it('Given risk high, Then very_high is included; all adds nothing; an unknown level is refused', () => {
    expect(sessionFilter({ overall_risk_level: 'high' }, 7, today).where).toContain(
      `IN ('high', 'very_high')`,
    );
    expect(sessionFilter({ risk_level: 'medium' }, 7, today).params).toEqual([7, 'medium']);
    expect(sessionFilter({ overall_risk_level: 'all' }, 7, today).filtered).toBe(false);
    expect(() => sessionFilter({ overall_risk_level: 'purple' }, 7, today)).toThrow('Must be all or one of');
  });

  it('Given date[filter] flat or nested, or custom_date, Then a UTC created_at range', () => {
    const expected = [7, '2026-03-01T00:00:00Z', '2026-03-18T00:00:00Z'];
    expect(sessionFilter({ 'date[filter]': 'this_month' }, 7, today).params).toEqual(expected);
    expect(sessionFilter({ date: { filter: 'this_month' } }, 7, today).params).toEqual(expected);
    expect(sessionFilter({ custom_date: 'this_month' }, 7, today).params).toEqual(expected);
    expect(
      sessionFilter(
        { 'date[filter]': 'custom', 'date[fromDate]': '2026-03-02', 'date[toDate]': '2026-03-02' },
        7,
        today,
      ).params,
    ).toEqual([7, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z']);
    expect(() =>
      sessionFilter(
        { 'date[filter]': 'custom', 'date[fromDate]': '2026-03-02', 'date[toDate]': '2026-04-01' },
        7,
        today,
      ),
    ).toThrow('future');
  });

  it('Given flags and allow-listed fields, Then bound comparisons; unknown keys are ignored', () => {
    const f = sessionFilter(
      {
        invalid_ssn: '1',
        incomplete_address: '0',
        email: 'A@B.org',
        state: 'co',
        overall_validation: 'null',
        evil: "x'; drop",
      },
      7,
      today,
    );
    expect(f.where).toBe(
      's.company_id = $1 AND s.invalid_ssn AND NOT s.incomplete_address AND lower(s.email) = lower($2) AND lower(s.state) = lower($3) AND s.overall_validation IS NULL',
    );
    expect(f.params).toEqual([7, 'A@B.org', 'co']);
  });

  it('Given only a period and/or one dashboard flag, Then the total comes from the per-day counters; anything else counts rows', () => {
    const today = '2026-03-15';
    expect(sessionFilter({ 'date[filter]': 'this_month' }, 7, today).byDay).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
      column: 'total',
    });
    expect(sessionFilter({ invalid_ssn: '1' }, 7, today).byDay).toEqual({
      from: undefined,
      to: undefined,
      column: 'invalid_ssn',
    });
    expect(sessionFilter({ custom_date: 'yesterday', incomplete_address: '1' }, 7, today).byDay).toEqual({
      from: '2026-03-14',
      to: '2026-03-14',
      column: 'incomplete_address',
    });
    for (const q of [
      {},
      { invalid_ssn: '0' },
      { invalid_ssn: '1', incomplete_address: '1' },
      { 'date[filter]': 'this_month', search: 'ann' },
      { 'date[filter]': 'this_month', overall_risk_level: 'high' },
      { invalid_ssn: '1', city: 'Denver' },
    ]) {
      expect(sessionFilter(q, 7, today).byDay).toBeUndefined();
    }
  });

  it('Given high_risk_or_invalid_ssn (the dashboard card), Then high or very high risk or an invalid SSN, its counters answering alone or with a period', () => {
    const today = '2026-03-15';
    const card = sessionFilter({ high_risk_or_invalid_ssn: '1', custom_date: 'this_month' }, 7, today);
    expect(card.where).toContain(`(s.overall_risk_level IN ('high', 'very_high') OR s.invalid_ssn)`);
    expect(card.byDay).toEqual({ from: '2026-03-01', to: '2026-03-15', column: 'high_risk_or_invalid_ssn' });
    expect(sessionFilter({ high_risk_or_invalid_ssn: '1' }, 7, today).byDay).toEqual({
      from: undefined,
      to: undefined,
      column: 'high_risk_or_invalid_ssn',
    });
    expect(sessionFilter({ high_risk_or_invalid_ssn: '0' }, 7, today).where).toContain(
      'NOT (s.overall_risk_level',
    );
    for (const q of [
      { high_risk_or_invalid_ssn: '0' },
      { high_risk_or_invalid_ssn: '1', search: 'ann' },
      { high_risk_or_invalid_ssn: '1', invalid_ssn: '1' },
    ]) {
      expect(sessionFilter(q, 7, today).byDay).toBeUndefined();
    }
    expect(() => sessionFilter({ high_risk_or_invalid_ssn: 'yes' }, 7, today)).toThrow(ValidationError);
  });

  it('Given a uuid that is not one, Then nothing matches rather than an error', () => {
    expect(sessionFilter({ uuid: 'nope' }, 7, today).where).toContain('false');
  });

  it('Given idv_form, Then sessions with an IDV request of that form type; an unknown form is refused', () => {
    const f = sessionFilter({ idv_form: 'financial_aid' }, 7, today);
    expect(f).toMatchObject({ params: [7, 'FINANCIAL_AID'], filtered: true });
    expect(f.where).toContain(
      'EXISTS (SELECT 1 FROM session_idv_forms f WHERE f.company_id = $1 AND f.form_type = $2',
    );
    expect(() => sessionFilter({ idv_form: 'sas' }, 7, today)).toThrow(
      'Must be one of ADMISSIONS, FINANCIAL_AID',
    );
  });
});
