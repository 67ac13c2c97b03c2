import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginRequest {
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Must be a valid email' })
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  email!: string;

  @IsNotEmpty({ message: 'Password is required' })
  @IsString()
  @MaxLength(255, { message: 'Must be at most 255 characters' })
  password!: string;
}

export class NewPasswordRequest {
  @IsString({ message: 'Password is required' })
  password!: string;

  @IsString({ message: 'Password is required' })
  confirm_password!: string;
}

export class UpdatePasswordRequest {
  @IsNotEmpty({ message: 'Current Password is Required!' })
  @IsString()
  @MinLength(3, { message: 'Must be greater then 3 characters' })
  currentPassword!: string;

  @IsString({ message: 'Password is required' })
  password!: string;

  @IsString({ message: 'Password is required' })
  confirmpassword!: string;
}
