import { sessionFilter } from './session-filters';
import { SESSION_SORTABLE } from './session-list-order';
import { sessionPageStatements, type PageRequest } from './session-page.sql';

describe("the sessions list page's statements", () => {
  const filter = sessionFilter({ city: 'Denver' }, 7, '2026-11-29');
  const request: PageRequest = {
    where: filter.where,
    params: filter.params,
    sort: SESSION_SORTABLE.created_at,
    direction: 'DESC',
    limit: 25,
    offset: 0,
    counter: null,
    search: '',
    after: null,
  };

  it('reads the first page in one prepared statement, written as JSON over the page alone', () => {
    const { page, everyMatch } = sessionPageStatements(request);
    expect(everyMatch).toBeUndefined();
    expect(page.name).toMatch(/^vd_[0-9]+$/);
    expect(page.values).toBe(filter.params);
    expect(page.text).toMatch(
      /^SELECT s\.id, .* FROM \(SELECT s\.\*, \(s\.created_at\)::text AS sort_key FROM verification_sessions s WHERE .* ORDER BY s\.created_at DESC, s\.id DESC LIMIT 25\) s ORDER BY/s,
    );
  });

  it('finds a deep page by its ids first, and does not keep a statement per page number', () => {
    const { page } = sessionPageStatements({ ...request, offset: 5000 });
    expect(page.name).toBeUndefined();
    expect(page.text).toContain(
      'WHERE s.id IN (SELECT s.id FROM verification_sessions s WHERE s.company_id = $1',
    );
    expect(page.text).toContain('LIMIT 25 OFFSET 5000)');
  });

  it('reads a counter total in the same statement when counters know it', () => {
    const counter =
      'SELECT coalesce((SELECT total FROM verification_session_counts WHERE company_id = $1), 0)';
    const { page } = sessionPageStatements({ ...request, counter });
    expect(page.text).toContain(`, (${counter}) AS counter_total`);
    expect(page.text).toContain(', s.counter_total FROM (');
  });

  it("walks a common term's window first, with every match as the fallback for a short window", () => {
    const rest = sessionFilter({}, 7, '2026-11-29');
    const { page, everyMatch } = sessionPageStatements({
      ...request,
      search: 'garcia',
      walk: { rest, share: 0.08 },
    });
    expect(page.text).toMatch(/LIMIT \d+\) s\s+WHERE s\.search_text LIKE \$2 ORDER BY/);
    expect(page.values).toEqual([7, '%garcia%']);
    expect(everyMatch?.values).toBe(filter.params);
  });
});
