import { ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ALL_PERMISSIONS } from '../../shared/auth/permissions';
import { MAX_KEY_NAME } from '../api-key.decider';
import { keyed } from '../../shared/http/keyed-validation';

export class CreateApiKeyRequest {
  @IsNotEmpty(keyed('error.required'))
  @IsString(keyed('error.required'))
  @MaxLength(MAX_KEY_NAME, keyed('error.maxLength'))
  name!: string;

  @IsArray(keyed('error.choosePermissions'))
  @ArrayUnique()
  @IsInt({ each: true })
  @IsIn(ALL_PERMISSIONS as number[], { each: true, ...keyed('error.unknownPermission') })
  permissions!: number[];
}
