import { ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_EVENTS } from '../webhook-events';
import { keyed } from '../../shared/http/keyed-validation';

export class CreateWebhookRequest {
  @IsString(keyed('error.required'))
  @MaxLength(2000, keyed('error.maxLength'))
  url!: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, keyed('error.maxLength'))
  description?: string;

  @IsArray(keyed('error.chooseEvents'))
  @ArrayNotEmpty(keyed('error.chooseEvents'))
  @ArrayUnique()
  @IsIn([...WEBHOOK_EVENTS], { each: true, ...keyed('error.unknownEvent') })
  events!: string[];
}

export class ChangeWebhookEventsRequest {
  @IsArray(keyed('error.chooseEvents'))
  @ArrayNotEmpty(keyed('error.chooseEvents'))
  @ArrayUnique()
  @IsIn([...WEBHOOK_EVENTS], { each: true, ...keyed('error.unknownEvent') })
  events!: string[];
}
