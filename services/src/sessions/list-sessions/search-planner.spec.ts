import { sessionFilter } from './session-filters';
import { windowQuery } from './search-planner';

describe('the search planner: a common term walks a bounded window of the list', () => {
  const sort = { sql: 's.created_at', type: 'timestamptz' };
  const rest = sessionFilter({}, 7, '2026-11-29');

  it('reads as many rows as the page needs over the term share, rounded to a power of two', () => {
    // "garcia" in about 8 % of the sessions: page 1 of 25 needs ~300 rows, times the margin.
    const [text, params] = windowQuery(
      'SELECT s.*',
      { rest, share: 0.083 },
      'Garcia',
      sort,
      'DESC',
      null,
      0,
      25,
    );
    expect(text).toMatch(
      /LIMIT 2048\) s\s+WHERE s\.search_text LIKE \$\d+ ORDER BY s\.created_at DESC, s\.id DESC LIMIT 25 OFFSET 0/,
    );
    expect(params[params.length - 1]).toBe('%garcia%');
  });

  it('never walks more than 100,000 rows, whatever the page, and escapes LIKE wildcards', () => {
    const [text, params] = windowQuery(
      'SELECT s.*',
      { rest, share: 0.0001 },
      '50%_off',
      sort,
      'DESC',
      null,
      9975,
      25,
    );
    expect(text).toContain('LIMIT 100000) s');
    expect(params[params.length - 1]).toBe('%50\\%\\_off%');
  });

  it('continues after a cursor inside the window', () => {
    const [text, params] = windowQuery(
      'SELECT s.*',
      { rest, share: 0.5 },
      'kim',
      sort,
      'DESC',
      ['2026-11-01', '12'],
      0,
      25,
    );
    expect(text).toMatch(/\(s\.created_at, s\.id\) < \(\$\d+::timestamptz, \$\d+::bigint\)/);
    expect(params).toEqual(expect.arrayContaining(['2026-11-01', '12', '%kim%']));
  });
});
