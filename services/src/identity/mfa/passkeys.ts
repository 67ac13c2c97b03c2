import {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { MfaAccount } from './mfa-account';
import { FactorRow } from './mfa-factors';
import { RelyingParty, acceptedOrigin, clientDataOrigin } from './relying-party';

/** The options a browser hands to navigator.credentials (JSON, as @simplewebauthn/browser takes them). */
export type PasskeyJson = { challenge: string } & Record<string, unknown>;

export interface NewPasskey {
  id: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
}

/**
 * Passkeys and security keys (WebAuthn) through @simplewebauthn/server: the ceremony's options and
 * the checks of the browser's answers (signature, challenge, origin, relying party, counter). No
 * attestation is asked for (`none`): any authenticator the person holds will do. User verification
 * is preferred, not required, since the password was the first factor.
 */
export async function registrationOptions(
  rp: RelyingParty,
  account: MfaAccount,
  existing: FactorRow[],
): Promise<PasskeyJson> {
  return (await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name,
    // An opaque handle, not the email: the authenticator stores it.
    userID: new TextEncoder().encode(`verifydesk-user-${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })) as unknown as PasskeyJson;
}

/** The new credential, or null when the answer does not verify (any malformed part included). */
export async function verifyRegistration(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
): Promise<NewPasskey | null> {
  const answer = response as RegistrationResponseJSON;
  const origin = acceptedOrigin(rp, clientDataOrigin(answer?.response?.clientDataJSON));
  if (!origin) return null;
  try {
    const result = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(rp: RelyingParty, factors: FactorRow[]): Promise<PasskeyJson> {
  return (await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: factors.map(descriptor),
    userVerification: 'preferred',
  })) as unknown as PasskeyJson;
}

/** The authenticator's new signature counter when the answer verifies for this factor, else null. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  factor: FactorRow,
): Promise<number | null> {
  const answer = response as AuthenticationResponseJSON;
  const origin = acceptedOrigin(rp, clientDataOrigin(answer?.response?.clientDataJSON));
  if (!origin || !factor.credential_id || !factor.public_key) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rp.id,
      credential: {
        id: factor.credential_id,
        publicKey: new Uint8Array(factor.public_key),
        counter: Number(factor.sign_count),
        transports: factor.transports as never,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

function descriptor(factor: FactorRow) {
  return { id: factor.credential_id!, transports: factor.transports };
}
