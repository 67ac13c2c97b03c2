import { ArrayUnique, IsArray, IsEmail, IsIn, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ALL_PERMISSIONS } from '../../shared/auth/permissions';
import { keyed } from '../../shared/http/keyed-validation';

/** Exported so that the @nestjs/swagger plugin describes these fields in the requests that extend it. */
export class StaffNames {
  @IsNotEmpty(keyed('error.required'))
  @IsString(keyed('error.required'))
  @MaxLength(100, keyed('error.maxLength'))
  first_name!: string;

  @IsNotEmpty(keyed('error.required'))
  @IsString(keyed('error.required'))
  @MaxLength(100, keyed('error.maxLength'))
  last_name!: string;

  @IsArray(keyed('error.choosePermissions'))
  @ArrayUnique()
  @IsInt({ each: true })
  @IsIn(ALL_PERMISSIONS as number[], { each: true, ...keyed('error.unknownPermission') })
  permissions!: number[];
}

export class CreateStaffRequest extends StaffNames {
  @IsNotEmpty(keyed('error.required'))
  @IsEmail({}, keyed('error.validEmail'))
  @MaxLength(255, keyed('error.maxLength'))
  email!: string;

  @IsString(keyed('error.passwordRequired'))
  password!: string;
}

export class UpdateStaffRequest extends StaffNames {}

export class ResetPasswordRequest {
  @IsString(keyed('error.passwordRequired'))
  password!: string;
}
