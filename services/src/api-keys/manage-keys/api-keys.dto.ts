import { ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ALL_PERMISSIONS } from '../../shared/auth/permissions';
import { MAX_KEY_NAME } from '../api-key.decider';

export class CreateApiKeyRequest {
  @IsNotEmpty({ message: 'Required' })
  @IsString({ message: 'Required' })
  @MaxLength(MAX_KEY_NAME, { message: `Must be at most ${MAX_KEY_NAME} characters` })
  name!: string;

  @IsArray({ message: 'Choose permissions' })
  @ArrayUnique()
  @IsInt({ each: true })
  @IsIn(ALL_PERMISSIONS as number[], { each: true, message: 'Unknown permission' })
  permissions!: number[];
}
