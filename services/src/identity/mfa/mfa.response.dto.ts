import { ApiProperty } from '@nestjs/swagger';
import { LoginResponse } from '../auth/auth.response.dto';
import { MfaPolicy } from './mfa.events';

/** POST /admin/login's answer (202) when a second step is due: no session yet. */
export class MfaChallengeResponse {
  /** Send back with the second step; good for 5 minutes, spent by the first success. */
  challenge!: string;
  /** The account has no factor yet and must set one up now (its organisation requires it). */
  enrol!: boolean;
  /** The ways this account can pass: totp (an authenticator app), passkey, recovery. */
  @ApiProperty({ type: 'string', isArray: true, enum: ['totp', 'passkey', 'recovery'] })
  methods!: ('totp' | 'passkey' | 'recovery')[];
  /** Seconds the challenge lives. @example 300 */
  @ApiProperty({ type: 'integer' })
  expires_in!: number;
}

/** WebAuthn options for navigator.credentials (as @simplewebauthn/browser takes them). */
export class PasskeyOptionsResponse {
  @ApiProperty({ type: 'object', additionalProperties: true })
  options!: Record<string, unknown>;
}

/** A new authenticator app: the QR code (a PNG data URL) and the same secret to type by hand. */
export class TotpEnrolmentResponse {
  /** Send back with the first code. */
  factor_id!: string;
  /** Base32, for typing into the app when the camera cannot be used. */
  secret!: string;
  /** `data:image/png;base64,…`, rendered by the server (no outside service sees the secret). */
  qr_code!: string;
}

/** Ten one-time codes, shown once; empty when the user still had codes. */
export class RecoveryCodesResponse {
  recovery_codes!: string[];
}

/** The session, after an enrolment inside the sign-in, with the recovery codes to keep. */
export class MfaSignInResponse extends LoginResponse {
  recovery_codes!: string[];
}

export class MfaFactorResponse {
  id!: string;
  @ApiProperty({ enum: ['totp', 'passkey'] })
  kind!: 'totp' | 'passkey';
  /** The owner's name for it; empty for the default. */
  label!: string;
  created_at!: string;
  last_used_at!: string | null;
}

/** The profile page's "Two-step sign-in" card. */
export class MyMfaResponse {
  /** The user must keep at least one factor (their organisation requires it, or production's super admin). */
  required!: boolean;
  /** The organisation's policy; null for the super admin. */
  @ApiProperty({ enum: ['required', 'offered'], enumName: 'MfaPolicy', nullable: true })
  policy!: MfaPolicy | null;
  @ApiProperty({ type: MfaFactorResponse, isArray: true })
  factors!: MfaFactorResponse[];
  @ApiProperty({ type: 'integer' })
  recovery_codes_left!: number;
  /**
   * Seconds during which this session may still add or remove factors without proving it is the user
   * again (0: the password or an authenticator code is asked first).
   */
  @ApiProperty({ type: 'integer' })
  fresh_seconds_left!: number;
}

export class MfaPolicyResponse {
  /** `required`: every staff member passes a second step; `offered`: those who enrolled a factor do. */
  @ApiProperty({ enum: ['required', 'offered'], enumName: 'MfaPolicy' })
  policy!: MfaPolicy;
}

export class StaffMfaResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;
  name!: string;
  email!: string;
  @ApiProperty({ enum: [2, 3] })
  user_type!: 2 | 3;
  /** The kinds of factor the user has; empty: none. */
  @ApiProperty({ type: 'string', isArray: true, enum: ['totp', 'passkey'] })
  factors!: ('totp' | 'passkey')[];
}

/** The company admin's "Multi-factor" tab. */
export class CompanyMfaResponse extends MfaPolicyResponse {
  @ApiProperty({ type: StaffMfaResponse, isArray: true })
  staff!: StaffMfaResponse[];
}
