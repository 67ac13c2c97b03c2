import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

export class LoginRequest {
  @IsNotEmpty(keyed('error.emailRequired'))
  @IsEmail({}, keyed('error.validEmail'))
  @MaxLength(255, keyed('error.maxLength'))
  email!: string;

  @IsNotEmpty(keyed('error.passwordRequired'))
  @IsString()
  @MaxLength(255, keyed('error.maxLength'))
  password!: string;
}

export class NewPasswordRequest {
  @IsString(keyed('error.passwordRequired'))
  password!: string;

  @IsString(keyed('error.passwordRequired'))
  confirm_password!: string;
}

export class UpdatePasswordRequest {
  @IsNotEmpty(keyed('error.currentPasswordRequired'))
  @IsString()
  @MinLength(3, keyed('error.greaterThen'))
  currentPassword!: string;

  @IsString(keyed('error.passwordRequired'))
  password!: string;

  @IsString(keyed('error.passwordRequired'))
  confirmpassword!: string;
}
