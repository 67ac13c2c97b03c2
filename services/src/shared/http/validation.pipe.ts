import { ArgumentMetadata, ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { FieldError, ValidationError } from '../domain/domain-error';
import { REPEATED_BODY_MAX_CHARS, ValidatedBodies, isRepeatedBody } from './repeated-body';

/**
 * Nest turns a `number` route or query parameter into `+value`, which reads '1e3' as 1000, '0x10' as
 * 16 and '' as 0. Only plain decimal digits become numbers here; anything else stays text, for the
 * parameter's own pipe (IdParamPipe) to refuse.
 */
class ApiValidationPipe extends ValidationPipe {
  private readonly validatedBodies = new ValidatedBodies();

  /** A `@RepeatedBody()` DTO's body is validated once per distinct text (repeated-body.ts). */
  async transform(value: unknown, metadata: ArgumentMetadata) {
    if (
      metadata.type !== 'body' ||
      !isRepeatedBody(metadata.metatype) ||
      value === null ||
      typeof value !== 'object'
    )
      return super.transform(value, metadata);
    const text = JSON.stringify(value);
    if (text.length > REPEATED_BODY_MAX_CHARS) return super.transform(value, metadata);
    const kept = this.validatedBodies.get(metadata.metatype, text);
    if (kept) return kept;
    return this.validatedBodies.keep(metadata.metatype, text, await super.transform(value, metadata));
  }

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.metatype === Number && typeof value === 'string' && !/^[0-9]+$/.test(value)) return value;
    return super.transformPrimitive(value, metadata);
  }
}

/** class-validator DTOs; failures become 422 with one `{field, message}` per field (spec section 8). */
export function apiValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
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
