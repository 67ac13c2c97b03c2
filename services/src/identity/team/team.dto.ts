import { ArrayUnique, IsArray, IsEmail, IsIn, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ALL_PERMISSIONS } from '../../shared/auth/permissions';

/** Exported so that the @nestjs/swagger plugin describes these fields in the requests that extend it. */
export class StaffNames {
  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(100, { message: 'Must be at most 100 characters' })
  first_name!: string;

  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(100, { message: 'Must be at most 100 characters' })
  last_name!: string;

  @IsArray({ message: 'Choose permissions' })
  @ArrayUnique()
  @IsInt({ each: true })
  @IsIn(ALL_PERMISSIONS as number[], { each: true, message: 'Unknown permission' })
  permissions!: number[];
}

export class CreateStaffRequest extends StaffNames {
  @IsNotEmpty({ message: 'Required' })
  @IsEmail({}, { message: 'Must be a valid email' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  email!: string;

  @IsString({ message: 'Password is required' })
  password!: string;
}

export class UpdateStaffRequest extends StaffNames {}

export class ResetPasswordRequest {
  @IsString({ message: 'Password is required' })
  password!: string;
}
