import { ValidationError } from '../domain/domain-error';
import { localized } from '../i18n/translate';
import { listFilter, type ListFilterSpec } from './list-filter';

const today = '2026-03-17';
const spec: ListFilterSpec = {
  tenantColumn: 't.company_id',
  columns: [
    { kind: 'always', sql: 't.visible' },
    { kind: 'search', column: 't.search_text' },
    {
      kind: 'choice',
      params: ['level', 'alias_level'],
      normalise: 'lower',
      column: 't.level',
      choices: { all: null, low: { bind: 'low' }, high: `t.level IN ('high', 'very_high')` },
      message: localized('error.allOrOneOf', { values: 'low, high' }),
    },
    {
      kind: 'choice',
      params: ['form'],
      normalise: 'upper',
      choices: { A: { bind: 'A' } },
      clause: (p) => `EXISTS (SELECT 1 FROM forms f WHERE f.form = ${p})`,
      message: localized('error.oneOf', { values: 'A' }),
    },
    { kind: 'period', column: 't.created_at' },
    { kind: 'flag', param: 'flagged', sql: 't.flagged' },
    { kind: 'uuid', param: 'uuid', column: 't.uuid' },
    { kind: 'date', param: 'born', column: 't.born' },
    { kind: 'text', param: 'name', column: 't.name', fold: true },
    { kind: 'text', param: 'code', column: 't.code', nullable: true },
  ],
};

describe('listFilter: a column spec in, { where, params } out', () => {
  it.each([
    ['nothing but the tenant and the fixed predicate', {}, 't.company_id = $1 AND t.visible', [7]],
    [
      'unknown keys, blanks and repeated values',
      { evil: "'; drop", name: '  ', code: ['a', 'b'] },
      't.company_id = $1 AND t.visible',
      [7],
    ],
    [
      'a search: trimmed, lower-cased, wildcards escaped',
      { search: ' Lopez_50% ' },
      't.company_id = $1 AND t.visible AND t.search_text LIKE $2',
      [7, '%lopez\\_50\\%%'],
    ],
    ['a choice bound', { level: 'LOW' }, 't.company_id = $1 AND t.visible AND t.level = $2', [7, 'low']],
    [
      'a choice as a fixed predicate',
      { level: 'high' },
      `t.company_id = $1 AND t.visible AND t.level IN ('high', 'very_high')`,
      [7],
    ],
    ['a choice meaning "all"', { level: 'All' }, 't.company_id = $1 AND t.visible', [7]],
    [
      'a choice read from its alias',
      { alias_level: 'low' },
      't.company_id = $1 AND t.visible AND t.level = $2',
      [7, 'low'],
    ],
    [
      'a choice with its own clause',
      { form: 'a' },
      't.company_id = $1 AND t.visible AND EXISTS (SELECT 1 FROM forms f WHERE f.form = $2)',
      [7, 'A'],
    ],
    [
      'a period: a half-open UTC range',
      { 'date[filter]': 'yesterday' },
      't.company_id = $1 AND t.visible AND t.created_at >= $2::timestamptz AND t.created_at < $3::timestamptz',
      [7, '2026-03-16T00:00:00Z', '2026-03-17T00:00:00Z'],
    ],
    [
      'a nested custom period',
      { date: { filter: 'custom', fromDate: '2026-03-01', toDate: '2026-03-02' } },
      't.company_id = $1 AND t.visible AND t.created_at >= $2::timestamptz AND t.created_at < $3::timestamptz',
      [7, '2026-03-01T00:00:00Z', '2026-03-03T00:00:00Z'],
    ],
    [
      'the dashboard custom_date',
      { custom_date: 'this_month' },
      't.company_id = $1 AND t.visible AND t.created_at >= $2::timestamptz AND t.created_at < $3::timestamptz',
      [7, '2026-03-01T00:00:00Z', '2026-03-18T00:00:00Z'],
    ],
    ['a flag set', { flagged: 'true' }, 't.company_id = $1 AND t.visible AND t.flagged', [7]],
    ['a flag cleared', { flagged: '0' }, 't.company_id = $1 AND t.visible AND NOT t.flagged', [7]],
    [
      'a uuid, lower-cased',
      { uuid: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11' },
      't.company_id = $1 AND t.visible AND t.uuid = $2::uuid',
      [7, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
    ],
    ['a malformed uuid matches nothing', { uuid: 'nope' }, 't.company_id = $1 AND t.visible AND false', [7]],
    [
      'a date',
      { born: '2000-01-31' },
      't.company_id = $1 AND t.visible AND t.born = $2::date',
      [7, '2000-01-31'],
    ],
    [
      'a malformed date matches nothing',
      { born: '31/01/2000' },
      't.company_id = $1 AND t.visible AND false',
      [7],
    ],
    [
      'folded text',
      { name: 'Ann' },
      't.company_id = $1 AND t.visible AND lower(t.name) = lower($2)',
      [7, 'Ann'],
    ],
    ['exact text', { code: 'X1' }, 't.company_id = $1 AND t.visible AND t.code = $2', [7, 'X1']],
    [
      '"null" on a nullable column',
      { code: 'null' },
      't.company_id = $1 AND t.visible AND t.code IS NULL',
      [7],
    ],
    [
      '"null" on a column that is not nullable is a value',
      { name: 'null' },
      't.company_id = $1 AND t.visible AND lower(t.name) = lower($2)',
      [7, 'null'],
    ],
    [
      'an injection attempt stays a bound value',
      { name: "x' OR 1=1 --" },
      't.company_id = $1 AND t.visible AND lower(t.name) = lower($2)',
      [7, "x' OR 1=1 --"],
    ],
    [
      'clauses in spec order, whatever the query order',
      { code: 'c', search: 's', flagged: '1', level: 'low' },
      't.company_id = $1 AND t.visible AND t.search_text LIKE $2 AND t.level = $3 AND t.flagged AND t.code = $4',
      [7, '%s%', 'low', 'c'],
    ],
  ])('%s', (_case, query, where, params) => {
    expect(listFilter(spec, query, 7, today)).toMatchObject({ where, params });
  });

  it.each([
    [{ level: 'purple' }, 'level', 'Must be all or one of low, high'],
    [{ alias_level: 'purple' }, 'level', 'Must be all or one of low, high'],
    [{ form: 'B' }, 'form', 'Must be one of A'],
    [{ flagged: 'yes' }, 'flagged', 'Must be 1 or 0'],
    [{ 'date[filter]': 'someday' }, 'date.filter', 'Must be one of'],
  ])('refuses %j', (query, field, message) => {
    const error = (() => {
      try {
        listFilter(spec, query, 7, today);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(JSON.stringify(error)).toContain(field);
    expect((error as ValidationError).message).toContain(message);
  });

  it('names what restricted the rows, with the period days and flag values', () => {
    const f = listFilter(spec, { 'date[filter]': 'yesterday', flagged: '0', level: 'all' }, 7, today);
    expect(f.restrictions).toEqual([
      { kind: 'period', name: 'period' },
      { kind: 'flag', name: 'flagged', on: false },
    ]);
    expect(f.period).toEqual({ from: '2026-03-16', to: '2026-03-16' });
  });

  it('without a tenant column, numbers from $1 and has no tenant clause', () => {
    const f = listFilter(
      { columns: [{ kind: 'text', param: 'channel', column: 'channel' }] },
      { channel: 'sms' },
      null,
      today,
    );
    expect(f).toMatchObject({ where: 'channel = $1', params: ['sms'] });
  });
});
