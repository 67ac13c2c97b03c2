import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { keyed } from '../../shared/http/keyed-validation';
import { MFA_POLICIES } from './mfa-policy';
import { MfaPolicy } from './mfa.events';

/** The challenge POST /admin/login answered (202): proof of the password, for the second step only. */
export class ChallengeRequest {
  @IsString(keyed('mfa.error.challengeExpired'))
  @IsNotEmpty(keyed('mfa.error.challengeExpired'))
  @MaxLength(100, keyed('error.maxLength'))
  challenge!: string;
}

/** A 6-digit authenticator code, or a recovery code (`XXXXX-XXXXX`). */
export class ChallengeCodeRequest extends ChallengeRequest {
  @IsString(keyed('mfa.error.codeRequired'))
  @IsNotEmpty(keyed('mfa.error.codeRequired'))
  @MaxLength(32, keyed('error.maxLength'))
  code!: string;
}

/** The browser's WebAuthn answer (navigator.credentials, as @simplewebauthn/browser returns it). */
export class ChallengePasskeyRequest extends ChallengeRequest {
  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject(keyed('mfa.error.passkeyRefused'))
  response!: Record<string, unknown>;
}

export class LabelPart {
  /** The name its owner gives the factor ("Work phone"); empty for the default. */
  @IsOptional()
  @IsString()
  @MaxLength(60, keyed('error.maxLength'))
  label?: string;
}

/** The first code of a new authenticator app, typed back to prove it holds the secret. */
export class ConfirmTotpRequest extends LabelPart {
  @IsUUID('4', keyed('mfa.error.enrolmentExpired'))
  factor_id!: string;

  @IsString(keyed('mfa.error.codeRequired'))
  @IsNotEmpty(keyed('mfa.error.codeRequired'))
  @MaxLength(32, keyed('error.maxLength'))
  code!: string;
}

export class RegisterPasskeyRequest extends LabelPart {
  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject(keyed('mfa.error.passkeyRefused'))
  response!: Record<string, unknown>;
}

/** Enrolment inside a sign-in: the challenge beside what the profile page's requests carry. */
export class ChallengeConfirmTotpRequest extends ConfirmTotpRequest {
  @IsString(keyed('mfa.error.challengeExpired'))
  @IsNotEmpty(keyed('mfa.error.challengeExpired'))
  @MaxLength(100, keyed('error.maxLength'))
  challenge!: string;
}

export class ChallengeRegisterPasskeyRequest extends RegisterPasskeyRequest {
  @IsString(keyed('mfa.error.challengeExpired'))
  @IsNotEmpty(keyed('mfa.error.challengeExpired'))
  @MaxLength(100, keyed('error.maxLength'))
  challenge!: string;
}

export class MfaPolicyRequest {
  /** `required`: every staff member passes a second step; `offered`: those who enrolled a factor do. */
  @ApiProperty({ enum: MFA_POLICIES, enumName: 'MfaPolicy' })
  @IsIn(MFA_POLICIES, keyed('mfa.error.policy'))
  policy!: MfaPolicy;
}

/**
 * A fresh proof inside a session before changing factors: the current password, or a current code of
 * one's authenticator app (one of the two).
 */
export class ReauthenticateRequest {
  @IsOptional()
  @IsString(keyed('mfa.error.proofRequired'))
  @MaxLength(255, keyed('error.maxLength'))
  password?: string;

  @IsOptional()
  @IsString(keyed('mfa.error.proofRequired'))
  @MaxLength(32, keyed('error.maxLength'))
  code?: string;
}
