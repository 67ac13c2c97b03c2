import { decodeCursor, encodeCursor, keysetAfter, listOrder, listParams } from './session-list-order';

describe('the sessions list order, page size and cursor', () => {
  it('sorts newest first by default and by a name in alphabetical order', () => {
    expect(listParams({})).toMatchObject({
      direction: 'DESC',
      limit: 25,
      page: 1,
      sort: { sql: 's.created_at' },
    });
    expect(listParams({ sort: 'last_name' })).toMatchObject({
      direction: 'ASC',
      sort: { sql: 's.last_name' },
    });
    expect(listParams({ sort: 'created_at', order: 'ASC', limit: '100', page: '3' })).toMatchObject({
      direction: 'ASC',
      limit: 100,
      page: 3,
    });
  });

  it('refuses what every list refuses: a size not offered, a fractional one, a repeated parameter, an unknown sort', () => {
    expect(() => listParams({ limit: '10' })).toThrow('Must be one of 25, 50, 100');
    expect(() => listParams({ limit: '25.5' })).toThrow('Must be one of 25, 50, 100');
    expect(() => listParams({ limit: ['25', '50'] } as never)).toThrow('Give this parameter once');
    expect(() => listParams({ sort: 'constructor' })).toThrow('Cannot sort by constructor');
    expect(() => listParams({ page: '0' })).toThrow('Must be a whole number from 1 to 1,000,000');
  });

  it('reads back its own cursor and refuses any other', () => {
    const cursor = encodeCursor(['2026-11-29 08:00:00+00', '42']);
    expect(decodeCursor(cursor)).toEqual(['2026-11-29 08:00:00+00', '42']);
    expect(() => decodeCursor('not-a-cursor')).toThrow('Not a cursor from this list');
    expect(() => decodeCursor(encodeCursor(['x', 'DROP TABLE'] as never))).toThrow(
      'Not a cursor from this list',
    );
  });

  it('continues after the cursor in the list order, binding the cursor values', () => {
    const params: unknown[] = [7];
    const sort = { sql: 's.last_name', type: 'text' };
    expect(keysetAfter(sort, 'DESC', ['Kim', '9'], params)).toBe(
      ' AND (s.last_name, s.id) < ($2::text, $3::bigint)',
    );
    expect(params).toEqual([7, 'Kim', '9']);
    expect(listOrder(sort, 'ASC')).toBe('ORDER BY s.last_name ASC, s.id ASC');
  });
});
