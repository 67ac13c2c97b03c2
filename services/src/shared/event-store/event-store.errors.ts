import { ConflictError } from '../domain/domain-error';
import { localized } from '../i18n/translate';

/** Somebody else wrote to the stream since it was read: the caller must reload and decide again. */
export class StreamVersionConflictError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'any',
  ) {
    super('STREAM.VERSION_CONFLICT', localized('error.recordChanged'));
  }
}
