import type { Tx } from '../../shared/database/database';
import { sessionFilter } from './session-filters';
import { FEW_MATCHES, planSearch, windowQuery } from './search-planner';
import type { ListContext } from './session-totals';

/** A list request's context whose search index answers `found` for every term it is asked about. */
function context(found: (term: string) => { ids: string[] | null; share: number | null }) {
  const asked: string[] = [];
  const tx = {
    query: async (_text: string, values: unknown[]) => {
      asked.push(String(values[0]));
      return { rows: [found(String(values[0]))] };
    },
  } as unknown as Tx;
  return { context: { tx, companyId: 7 } as ListContext, asked };
}

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

describe('the search planner: what a list request reads', () => {
  const today = '2026-11-29';
  const plan = (q: Record<string, string>, found: Parameters<typeof context>[0]) => {
    const { context: c, asked } = context(found);
    const search = q.search ?? '';
    return { asked, plan: planSearch(c, q, sessionFilter(q, 7, today), search, today) };
  };

  it('Given no search and no rare name filter, Then the filter as it is, without asking the index', async () => {
    const { asked, plan: p } = plan({ city: 'Denver' }, () => ({ ids: null, share: null }));
    const filter = sessionFilter({ city: 'Denver' }, 7, today);
    await expect(p).resolves.toEqual({ where: filter.where, params: filter.params });
    expect(asked).toEqual([]);
  });

  it('Given a rare term alone, Then its sessions by id, and their number is the total', async () => {
    const { plan: p } = plan({ search: 'zoltan' }, () => ({ ids: ['4', '9'], share: null }));
    const found = await p;
    expect(found.where).toMatch(/ AND s\.id = ANY\(\$\d+::bigint\[\]\)$/);
    expect(found.params[found.params.length - 1]).toEqual(['4', '9']);
    expect(found.total).toEqual({ kind: 'found', total: 2 });
    expect(found.walk).toBeUndefined();
  });

  it('Given a rare term with another filter, Then its sessions by id, and the total is counted', async () => {
    const found = await plan({ search: 'zoltan', city: 'Denver' }, () => ({ ids: ['4'], share: null })).plan;
    expect(found.total).toBeUndefined();
    expect(found.walk).toBeUndefined();
  });

  it('Given a common term, Then a walk of the list; the total is "more than" alone, estimated with other filters', async () => {
    const common = () => ({ ids: null, share: 0.08 });
    const alone = await plan({ search: 'garcia' }, common).plan;
    expect(alone.walk?.share).toBe(0.08);
    expect(alone.total).toEqual({ kind: 'more-than-few' });
    const filtered = await plan({ search: 'garcia', city: 'Denver' }, common).plan;
    expect(filtered.total).toMatchObject({ kind: 'estimated', share: 0.08 });
    // The walk is over the other filters: the term is tested on the window's rows only.
    expect(filtered.walk!.rest.where).not.toMatch(/search_text/);
    expect(filtered.walk!.rest.where).toMatch(/city/);
  });

  it('Given a term in more sessions than FEW_MATCHES with other filters, Then a walk and a counted total', async () => {
    const many = Array.from({ length: FEW_MATCHES + 1 }, (_, i) => String(i));
    const found = await plan({ search: 'garcia', city: 'Denver' }, () => ({ ids: many, share: 0.01 })).plan;
    expect(found.walk).toEqual(expect.objectContaining({ share: 0.01 }));
    expect(found.total).toBeUndefined();
    // No thousand ids bound into the statement: the walk tests the term on the window's rows.
    expect(found.params.some((p) => Array.isArray(p) && p.length > FEW_MATCHES)).toBe(false);
    const alone = await plan({ search: 'garcia' }, () => ({ ids: many, share: 0.01 })).plan;
    expect(alone.total).toEqual({ kind: 'more-than-few' });
  });

  it("Given a term found in more sessions than FEW_MATCHES, Then that answer is kept like a common term's: typed again, nothing is walked", async () => {
    const many = Array.from({ length: FEW_MATCHES + 1 }, (_, i) => String(i));
    const { context: c, asked } = context(() => ({ ids: many, share: 0.07 }));
    const kept = new Map<string, string>();
    const cache = {
      answer: async (
        _company: number,
        key: string,
        compute: () => Promise<string>,
        keep: (b: string) => boolean,
      ) => {
        const held = kept.get(key);
        if (held) return held;
        const body = await compute();
        if (keep(body)) kept.set(key, body);
        return body;
      },
    } as unknown as ListContext['cache'];
    const withCache = { ...c, cache };
    const q = { search: 'garcia' };
    for (let i = 0; i < 3; i++) {
      const found = await planSearch(withCache, q, sessionFilter(q, 7, today), 'garcia', today);
      expect(found.walk?.share).toBe(0.07);
    }
    expect(asked).toEqual(['garcia']);
  });

  it('Given a rare first name filter, Then its sessions narrow the filter and the walk alike', async () => {
    const { asked, plan: p } = plan({ first_name: 'Zoltan', search: 'garcia' }, (term) =>
      term === 'Zoltan' ? { ids: ['12'], share: null } : { ids: null, share: 0.08 },
    );
    const found = await p;
    expect(asked).toEqual(['Zoltan', 'garcia']);
    expect(found.params).toContainEqual(['12']);
    expect(found.walk!.rest.params).toContainEqual(['12']);
  });
});
