import {
  WebAuthnError,
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { PasskeyOptions } from './mfaApi';

/** Why a passkey ceremony ended in the browser (not at the server): a text key for the reader. */
export type PasskeyProblem = 'mfa.passkeyUnsupported' | 'mfa.passkeyCancelled';

export class PasskeyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(problem);
  }
}

/**
 * navigator.credentials through @simplewebauthn/browser: the options come from the server, the
 * answer goes back to it as JSON. A refusal in the browser (the person cancelled, no authenticator,
 * a timeout) is a PasskeyError the screen words; the server's checks answer for themselves.
 */
export async function createPasskey(options: PasskeyOptions): Promise<Record<string, unknown>> {
  if (!browserSupportsWebAuthn()) throw new PasskeyError('mfa.passkeyUnsupported');
  try {
    return (await startRegistration({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
  } catch (error) {
    throw browserRefusal(error);
  }
}

export async function answerWithPasskey(options: PasskeyOptions): Promise<Record<string, unknown>> {
  if (!browserSupportsWebAuthn()) throw new PasskeyError('mfa.passkeyUnsupported');
  try {
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<
      string,
      unknown
    >;
  } catch (error) {
    throw browserRefusal(error);
  }
}

function browserRefusal(error: unknown): unknown {
  return error instanceof WebAuthnError || error instanceof DOMException
    ? new PasskeyError('mfa.passkeyCancelled')
    : error;
}
