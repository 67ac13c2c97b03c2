import {
  formatFieldErrors,
  isPasswordChangeRequired,
  listParams,
  messageOr,
  normalizeError,
  toPage,
} from './apiError';

describe('normalizeError', () => {
  it.each([
    [
      422,
      { status: false, message: 'Validation failed', errors: [{ field: 'name', message: 'Required' }] },
      'Validation failed',
      1,
    ],
    [401, { status: false, message: 'Invalid email or password' }, 'Invalid email or password', 0],
    [400, { message: ['a', 'b'] }, 'a, b', 0],
    [502, '<html>bad gateway</html>', '<html>bad gateway</html>', 0],
    [0, undefined, '', 0],
  ])('status %s', (status, body, message, errorCount) => {
    const error = normalizeError(status, body);
    expect(error).toMatchObject({ status: false, httpStatus: status, message });
    expect(error.errors).toHaveLength(errorCount);
  });

  it('keeps the code', () => {
    const error = normalizeError(403, {
      status: false,
      message: 'Forbidden',
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    expect(isPasswordChangeRequired(error)).toBe(true);
    expect(isPasswordChangeRequired(normalizeError(403, { message: 'Forbidden' }))).toBe(false);
  });
});

describe('messageOr', () => {
  it('prefers the server message', () => {
    expect(
      messageOr(normalizeError(429, { message: 'Too many attempts, wait 60 s' }), 'Sign In failed'),
    ).toBe('Too many attempts, wait 60 s');
    expect(messageOr(normalizeError(500, {}), 'Sign In failed')).toBe('Sign In failed');
    expect(messageOr(new Error('x'), 'fallback')).toBe('fallback');
  });
});

describe('formatFieldErrors', () => {
  it('renders [field] message', () => {
    expect(
      formatFieldErrors([
        { field: 'email', message: 'already taken' },
        { field: '', message: 'oops' },
      ]),
    ).toEqual(['[email] already taken', 'oops']);
  });
});

describe('list helpers', () => {
  it('builds params without empty values', () => {
    expect(listParams({ page: 1, limit: 10 })).toEqual({ page: 1, limit: 10 });
    expect(listParams({ page: 2, limit: 5, sort: 'name', order: 'desc', search: 'x' })).toEqual({
      page: 2,
      limit: 5,
      sort: 'name',
      order: 'desc',
      search: 'x',
    });
  });

  it('reads meta or falls back', () => {
    expect(
      toPage({ status: true, data: [1, 2], meta: { total: 12, page: 2, limit: 10 } }, { page: 1, limit: 10 }),
    ).toEqual({
      items: [1, 2],
      total: 12,
      capped: false,
      page: 2,
      limit: 10,
    });
    expect(toPage({ status: true, data: [1] }, { page: 1, limit: 10 }).total).toBe(1);
    expect(
      toPage(
        { status: true, data: [1], meta: { total: 1000, total_capped: true, page: 1, limit: 25 } },
        { page: 1, limit: 25 },
      ).capped,
    ).toBe(true);
  });
});
