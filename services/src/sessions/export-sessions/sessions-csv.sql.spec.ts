import { sessionFilter } from '../list-sessions/session-filters';
import { inlineParams, sessionsCsvCopy, sqlLiteral } from './sessions-csv.sql';

describe('export COPY statement', () => {
  it.each<[unknown, string]>([
    ['plain', `'plain'`],
    ["O'Neil", `'O''Neil'`],
    ['%a\\_b%', ` E'%a\\\\_b%'`],
    ["'; DROP TABLE verification_sessions; --", `'''; DROP TABLE verification_sessions; --'`],
    [7, `'7'`],
    [null, 'NULL'],
    [undefined, 'NULL'],
    [true, `'true'`],
    [['a', 'b"c'], ` E'{"a","b\\\\"c"}'`],
  ])('writes the parameter %p as the literal %s', (value, literal) => {
    expect(sqlLiteral(value)).toBe(literal);
  });

  it('refuses a NUL character and a value that is not text', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
    expect(() => sqlLiteral(Buffer.from('x'))).toThrow(TypeError);
  });

  it('replaces $1 … $n by their own values ($1 never inside $12)', () => {
    const params = Array.from({ length: 12 }, (_v, i) => `v${i + 1}`);
    expect(inlineParams('a = $1 AND b = $12 AND c = $2::int', params)).toBe(
      `a = 'v1' AND b = 'v12' AND c = 'v2'::int`,
    );
    expect(() => inlineParams('a = $2', ['x'])).toThrow(RangeError);
  });

  it('keeps the filter, the tenant and the list order, and leaves no parameter behind', () => {
    const sql = sessionsCsvCopy(
      sessionFilter({ overall_risk_level: 'medium', search: "o'neil" }, 42, '2026-01-15'),
    );
    expect(sql).toMatch(/^COPY \(SELECT /);
    expect(sql).toContain(`s.company_id = '42'`);
    expect(sql).toContain(`s.overall_risk_level = 'medium'`);
    expect(sql).toContain(`LIKE '%o''neil%'`);
    expect(sql).toContain('ORDER BY s.created_at DESC, s.id DESC) TO STDOUT WITH (FORMAT binary)');
    expect(sql).not.toMatch(/\$\d/);
  });
});
