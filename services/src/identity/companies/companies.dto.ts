import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

export class CompanyRequest {
  @IsNotEmpty(keyed('error.required'))
  @IsString(keyed('error.required'))
  @MaxLength(255, keyed('error.maxLength'))
  name!: string;
}

export class UpdateAdminRequest {
  @IsNotEmpty(keyed('error.required'))
  @IsString(keyed('error.required'))
  @MaxLength(255, keyed('error.maxLength'))
  name!: string;

  @IsNotEmpty(keyed('error.required'))
  @IsEmail({}, keyed('error.validEmail'))
  @MaxLength(255, keyed('error.maxLength'))
  email!: string;
}

/** The admin form on create: name and email as on update, plus the first (temporary) password. */
export class CreateAdminRequest extends UpdateAdminRequest {
  @IsNotEmpty(keyed('error.required'))
  @IsString()
  @MinLength(8, keyed('error.minLength'))
  @MaxLength(255, keyed('error.maxLength'))
  password!: string;
}
