import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class CompanyRequest {
  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  name!: string;
}

export class UpdateAdminRequest {
  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  name!: string;

  @IsNotEmpty({ message: 'Required' })
  @IsEmail({}, { message: 'Must be a valid email' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  email!: string;
}

/** The admin form on create: name and email as on update, plus the first (temporary) password. */
export class CreateAdminRequest extends UpdateAdminRequest {
  @IsNotEmpty({ message: 'Required' })
  @IsString()
  @MinLength(8, { message: 'Must be at least 8 characters' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  password!: string;
}
