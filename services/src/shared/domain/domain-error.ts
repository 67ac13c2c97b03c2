import type { MessageKey } from '../i18n/messages';
import { localized, translate, type Localized } from '../i18n/translate';

/**
 * One field's problem, shown by the console as '[field] message' (spec section 8). The message is a
 * catalogue key and its parameters, rendered in the reader's language when the error is answered.
 */
export interface FieldError {
  readonly field: string;
  readonly message: Localized;
}

/** A field error from a catalogue text: `fieldError('reason', localized('error.required'))`. */
export function fieldError(field: string, message: Localized): FieldError {
  return { field, message };
}

/**
 * A failure the user can act on, with a stable code and the HTTP status it maps to. Its text is a
 * key and parameters (`localized(...)`): an English sentence is not accepted, so every text the
 * answer carries has its translations in the catalogue. `Error.message` holds the English
 * rendering, for logs and stack traces only.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly text: Localized,
    readonly httpStatus: number,
    readonly errors?: FieldError[],
  ) {
    super(translate('en', text.key, text.params));
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(
    errors: FieldError[],
    text: Localized = errors[0]?.message ?? localized('error.validationFailed'),
  ) {
    super('VALIDATION_FAILED', text, 422, errors);
  }
}

/** The catalogue's "… not found" texts, one per kind of record ('error.notFound' alone: "Record not found"). */
export type NotFoundKey = Extract<MessageKey, 'error.notFound' | `error.notFound.${string}`>;

/** Missing and "belongs to another tenant" answer exactly alike. */
export class NotFoundError extends DomainError {
  constructor(what: NotFoundKey = 'error.notFound') {
    super('NOT_FOUND', localized(what), 404);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, text: Localized, errors?: FieldError[]) {
    super(code, text, 409, errors);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = 'FORBIDDEN', text: Localized = localized('error.forbidden')) {
    super(code, text, 403);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(text: Localized = localized('error.unauthorized')) {
    super('UNAUTHORIZED', text, 401);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    text: Localized,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', text, 429);
  }
}
