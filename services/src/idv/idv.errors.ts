import { ConflictError, DomainError } from '../shared/domain/domain-error';
import { localized, type Localized } from '../shared/i18n';

/** Only an IDV whose checks have finished can have its result overridden. */
export class IdvNotCompletedError extends ConflictError {
  constructor(idvId: string) {
    super('IDV.NOT_COMPLETED', localized('error.idvNotCompleted', { idv: idvId }));
  }
}

export class IdvAlreadyRequestedError extends ConflictError {
  constructor() {
    super('IDV.ALREADY_REQUESTED', localized('error.idvAlreadyRequested'));
  }
}

/** The version the client read is not the current one: reload, never overwrite someone's edit. */
export class IdvVersionConflictError extends ConflictError {
  constructor(expected: number, actual?: number) {
    const versions =
      actual === undefined
        ? localized('error.versionRead', { expected })
        : localized('error.versionReadCurrent', { actual, expected });
    super('IDV.VERSION_CONFLICT', localized('error.idvChanged', { versions }));
  }
}

export class IdvLinkStateError extends ConflictError {
  constructor(code: string, text: Localized) {
    super(code, text);
  }
}

/** A capture link that existed but can no longer be used (410: the applicant page explains why). */
export class CaptureLinkGoneError extends DomainError {
  constructor(code: 'CAPTURE.LINK_EXPIRED' | 'CAPTURE.LINK_REVOKED' | 'CAPTURE.LINK_USED', text: Localized) {
    super(code, text, 410);
  }
}
