import { IsUUID } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

export class ScreenSubjectRequest {
  @IsUUID('all', keyed('error.uuidSessionId'))
  uuid!: string;
}
