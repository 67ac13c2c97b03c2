import { clampPage, nextSort, pageRange } from './tableModel';

describe('nextSort', () => {
  it('starts ascending and flips on the same field', () => {
    expect(nextSort(undefined, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'asc' }, 'name')).toEqual({ field: 'name', order: 'desc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'name')).toEqual({ field: 'name', order: 'asc' });
    expect(nextSort({ field: 'name', order: 'desc' }, 'id')).toEqual({ field: 'id', order: 'asc' });
  });
});

describe('pageRange', () => {
  it.each([
    [1, 10, 0, { from: 0, to: 0, pages: 1 }],
    [1, 10, 42, { from: 1, to: 10, pages: 5 }],
    [5, 10, 42, { from: 41, to: 42, pages: 5 }],
    [1, 5, 5, { from: 1, to: 5, pages: 1 }],
  ])('page %s limit %s total %s', (page, limit, total, expected) => {
    expect(pageRange(page, limit, total)).toEqual(expected);
  });

  it('Given a capped total (the server stopped counting), Then pages go on past it', () => {
    expect(pageRange(41, 25, 1000, true)).toEqual({ from: 1001, to: 1025, pages: Number.POSITIVE_INFINITY });
  });
});

describe('clampPage', () => {
  it('steps back when the page became empty', () => {
    expect(clampPage(3, 10, 20)).toBe(2);
    expect(clampPage(1, 10, 0)).toBe(1);
    expect(clampPage(2, 10, 11)).toBe(2);
  });
});
