import { ConflictError, DomainError } from '../shared/domain/domain-error';

/** Only an IDV whose checks have finished can have its result overridden. */
export class IdvNotCompletedError extends ConflictError {
  constructor(idvId: string) {
    super('IDV.NOT_COMPLETED', `IDV ${idvId} has not been completed yet`);
  }
}

export class IdvAlreadyRequestedError extends ConflictError {
  constructor() {
    super(
      'IDV.ALREADY_REQUESTED',
      'An ID verification of this form type was already requested for this person',
    );
  }
}

/** The version the client read is not the current one: reload, never overwrite someone's edit. */
export class IdvVersionConflictError extends ConflictError {
  constructor(expected: number, actual?: number) {
    const versions =
      actual === undefined ? `you read version ${expected}` : `version ${actual}, you read ${expected}`;
    super(
      'IDV.VERSION_CONFLICT',
      `This IDV was changed by someone else (${versions}). Reload and try again.`,
    );
  }
}

export class IdvLinkStateError extends ConflictError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}

/** A capture link that existed but can no longer be used (410: the applicant page explains why). */
export class CaptureLinkGoneError extends DomainError {
  constructor(code: 'CAPTURE.LINK_EXPIRED' | 'CAPTURE.LINK_REVOKED' | 'CAPTURE.LINK_USED', message: string) {
    super(code, message, 410);
  }
}
