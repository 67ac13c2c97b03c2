import { IsUUID } from 'class-validator';

export class ScreenSubjectRequest {
  @IsUUID('all', { message: 'uuid must be a verification session id' })
  uuid!: string;
}
