import { ArgumentMetadata, ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { FieldError, ValidationError } from '../domain/domain-error';
import { hasMessage, isLocalized, localized, type Localized, type Params } from '../i18n/translate';
import { REPEATED_BODY_MAX_CHARS, ValidatedBodies, isRepeatedBody } from './repeated-body';

/**
 * Nest turns a `number` route or query parameter into `+value`, which reads '1e3' as 1000, '0x10' as
 * 16 and '' as 0. Only plain decimal digits become numbers here; anything else stays text, for the
 * parameter's own pipe (IdParamPipe) to refuse.
 */
class ApiValidationPipe extends ValidationPipe {
  private readonly validatedBodies = new ValidatedBodies();

  /** Failed rules become a ValidationError here, where the DTO class whose rules they are is known. */
  async transform(value: unknown, metadata: ArgumentMetadata) {
    try {
      return await this.validated(value, metadata);
    } catch (error) {
      if (!(error instanceof FailedRules)) throw error;
      throw new ValidationError(flatten(error.errors, metadata.metatype));
    }
  }

  /** A `@RepeatedBody()` DTO's body is validated once per distinct text (repeated-body.ts). */
  private async validated(value: unknown, metadata: ArgumentMetadata) {
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

/** class-validator's findings, on their way from the exception factory to `transform`. */
class FailedRules extends Error {
  constructor(readonly errors: ClassValidatorError[]) {
    super('validation failed');
  }
}

/** class-validator DTOs; failures become 422 with one `{field, message}` per field (spec section 8). */
export function apiValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    transform: true,
    // Each error's object, for the rules of a nested DTO (the top level's class is the parameter's).
    validationError: { target: true },
    exceptionFactory: (errors) => new FailedRules(errors),
  });
}

/** `dto`: the class of the top-level errors' object; a nested one's is the error's `target`. */
function flatten(errors: ClassValidatorError[], dto: unknown, prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // A field's first failed rule speaks for it, as class-validator lists them.
    const rule = e.constraints ? Object.keys(e.constraints)[0] : undefined;
    const own = rule ? [{ field, message: ruleText(e, rule, dto ?? e.target?.constructor) }] : [];
    return [...own, ...flatten(e.children ?? [], undefined, field)];
  });
}

/** A rule's values under the names its catalogue texts use ('error.maxLength': 'Must be at most {max} characters'). */
const RULE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  maxLength: ['max'],
  minLength: ['min'],
  min: ['min'],
  max: ['max'],
  arrayMaxSize: ['max'],
  arrayMinSize: ['min'],
};

/**
 * The text of one failed rule, from keys only: the key the DTO gave the rule (`keyed(...)`), else the
 * `error.cv.<rule>` entry holding class-validator's own wording for it (an `each` rule says "each
 * value in {property}" as class-validator does). Never read back from class-validator's English.
 */
function ruleText(e: ClassValidatorError, rule: string, owner: unknown): Localized {
  const metadata = ruleMetadata(owner, e.property, rule);
  const values = metadata?.constraints ?? [];
  const params: Record<string, Params[string]> = {
    property: metadata?.each ? localized('error.cv.eachValue', { property: e.property }) : e.property,
  };
  (RULE_PARAMS[rule] ?? []).forEach((name, i) => {
    if (typeof values[i] === 'number' || typeof values[i] === 'string') params[name] = values[i];
  });
  const context: unknown = e.contexts?.[rule];
  if (isLocalized(context)) return localized(context.key, { ...params, ...context.params });
  const key = `error.cv.${rule}`;
  return localized(hasMessage(key) ? key : 'error.cv.invalid', params);
}

/** The DTO's declaration of the rule that failed (its values, whether it applies to each element). */
function ruleMetadata(dto: unknown, property: string, rule: string) {
  if (typeof dto !== 'function') return undefined;
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .find((m) => m.propertyName === property && m.name === rule);
}
