import { translate, type Localized } from '../i18n/translate';

/** One field's problem, shown by the console as '[field] message' (spec section 8). */
export interface FieldError {
  field: string;
  /** English; the answer carries it in the reader's language (see `localized`). */
  message: string;
  /** The message as a key and parameters, for the reader's language (shared/i18n). */
  localized?: Localized;
}

/** A field error from a catalogue text: `fieldError('reason', localized('error.required'))`. */
export function fieldError(field: string, text: Localized): FieldError {
  return { field, message: translate('en', text.key, text.params), localized: text };
}

/** A failure the user can act on, with a stable code and the HTTP status it maps to. */
export class DomainError extends Error {
  /** The message as a key and parameters: the answer renders it in the reader's language. */
  readonly localized: Localized | undefined;

  /** `message`: English text (looked up in the error catalogue by its text) or a `localized(...)` one. */
  constructor(
    readonly code: string,
    message: string | Localized,
    readonly httpStatus: number,
    readonly errors?: FieldError[],
  ) {
    super(typeof message === 'string' ? message : translate('en', message.key, message.params));
    this.localized = typeof message === 'string' ? undefined : message;
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(
    errors: FieldError[],
    message: string | Localized = errors[0]?.localized ?? errors[0]?.message ?? 'Validation failed',
  ) {
    super('VALIDATION_FAILED', message, 422, errors);
  }
}

/** Missing and "belongs to another tenant" answer exactly alike. */
export class NotFoundError extends DomainError {
  constructor(what = 'Record') {
    super('NOT_FOUND', `${what} not found`, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string | Localized, errors?: FieldError[]) {
    super(code, message, 409, errors);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = 'FORBIDDEN', message: string | Localized = 'Forbidden') {
    super(code, message, 403);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super('UNAUTHORIZED', message, 401);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message, 429);
  }
}
