import { ConflictError } from '../domain/domain-error';

/** Somebody else wrote to the stream since it was read: the caller must reload and decide again. */
export class StreamVersionConflictError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly expected: number | 'any',
  ) {
    super('STREAM.VERSION_CONFLICT', 'This record was changed by someone else. Reload and try again.');
  }
}
