import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { DomainError } from '../domain/domain-error';
import { localized } from '../i18n/translate';

/** Ids are bigint sequences, read as JavaScript numbers: anything past 2^53 − 1 can never name a row. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

export class InvalidIdError extends DomainError {
  constructor(field: string) {
    const message = localized('error.invalidId', { field, max: String(MAX_ID) });
    super('INVALID_ID', message, 400, [{ field, message }]);
  }
}

/**
 * Parses a numeric id, or null when it is not one (digits only, 1 … MAX_ID; no sign, exponent or
 * blank). The global validation pipe hands over plain digits already as a number (apiValidationPipe).
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 1 ? value : null;
  if (typeof value !== 'string' || !/^[0-9]{1,16}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * `@Param('id', IdParamPipe)`: the one parser of numeric route ids. Nest's ParseIntPipe let
 * 9223372036854775808 through as a float, which PostgreSQL then refused with a 500.
 */
@Injectable()
export class IdParamPipe implements PipeTransform<string | number, number> {
  transform(value: string | number, metadata: ArgumentMetadata): number {
    const id = parseId(value);
    if (id === null) throw new InvalidIdError(metadata.data ?? 'id');
    return id;
  }
}
