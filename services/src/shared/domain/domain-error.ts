/** One field's problem, shown by the console as '[field] message' (spec section 8). */
export interface FieldError {
  field: string;
  message: string;
}

/** A failure the user can act on, with a stable code and the HTTP status it maps to. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus: number,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(errors: FieldError[], message = errors[0]?.message ?? 'Validation failed') {
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
  constructor(code: string, message: string, errors?: FieldError[]) {
    super(code, message, 409, errors);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code = 'FORBIDDEN', message = 'Forbidden') {
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
