import type { ApiError, Envelope, FieldError, ListArgs, Page } from './apiTypes';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    field: typeof item.field === 'string' ? item.field : '',
    message: typeof item.message === 'string' ? item.message : String(item.message ?? ''),
  }));
}

/** Turns whatever came back (JSON body, text, nothing) into one ApiError shape. */
export function normalizeError(httpStatus: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const message = Array.isArray(body.message)
      ? body.message.map(String).join(', ')
      : typeof body.message === 'string'
        ? body.message
        : '';
    const code = typeof body.code === 'string' ? body.code : undefined;
    return {
      status: false,
      httpStatus,
      message,
      errors: toFieldErrors(body.errors),
      ...(code ? { code } : {}),
    };
  }
  return {
    status: false,
    httpStatus,
    message: typeof body === 'string' && body.length < 300 ? body : '',
    errors: [],
  };
}

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && value.status === false && typeof value.httpStatus === 'number';
}

/** Server message if there is one, else the fallback (spec §8: "server message, else ..."). */
export function messageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** Spec §5: server form errors are shown as '[field] message'. */
export function formatFieldErrors(errors: FieldError[]): string[] {
  return errors.map((e) => (e.field ? `[${e.field}] ${e.message}` : e.message));
}

/** A password-change-required answer also carries the code in the message on some routes. */
export function isPasswordChangeRequired(error: ApiError): boolean {
  return (
    error.httpStatus === 403 &&
    (error.code === 'PASSWORD_CHANGE_REQUIRED' || error.message.includes('PASSWORD_CHANGE_REQUIRED'))
  );
}

/** `{status, data, meta}` → Page, tolerating a server that omits meta. */
export function toPage<T>(response: Envelope<T[]>, args: ListArgs): Page<T> {
  const items = Array.isArray(response.data) ? response.data : [];
  const meta = response.meta;
  return {
    items,
    total: meta?.total ?? items.length,
    capped: meta?.total_capped === true,
    page: meta?.page ?? args.page,
    limit: meta?.limit ?? args.limit,
  };
}

/** Builds `?page=&limit=&sort=&order=&search=` without empty values. */
export function listParams(args: ListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = { page: args.page, limit: args.limit };
  if (args.sort) {
    params.sort = args.sort;
    params.order = args.order ?? 'asc';
  }
  if (args.search) params.search = args.search;
  return params;
}
