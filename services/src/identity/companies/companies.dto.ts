import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class CompanyRequest {
  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  name!: string;
}

export class CreateAdminRequest {
  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  name!: string;

  @IsNotEmpty({ message: 'Required' })
  @IsEmail({}, { message: 'Must be a valid email' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  email!: string;

  @IsNotEmpty({ message: 'Required' })
  @IsString()
  @MinLength(8, { message: 'Must be at least 8 characters' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  password!: string;
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
