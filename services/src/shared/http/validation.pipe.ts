import { ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { FieldError, ValidationError } from '../domain/domain-error';

/** class-validator DTOs; failures become 422 with one `{field, message}` per field (spec section 8). */
export function apiValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => new ValidationError(flatten(errors)),
  });
}

function flatten(errors: ClassValidatorError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, message: Object.values(e.constraints)[0] }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}
