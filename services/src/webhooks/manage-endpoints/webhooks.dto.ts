import { ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { WEBHOOK_EVENTS } from '../webhook-events';

export class CreateWebhookRequest {
  @IsString({ message: 'Required' })
  @MaxLength(2000, { message: 'Must be at most 2000 characters' })
  url!: string;

  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Must be at most 200 characters' })
  description?: string;

  @IsArray({ message: 'Choose events' })
  @ArrayNotEmpty({ message: 'Choose events' })
  @ArrayUnique()
  @IsIn([...WEBHOOK_EVENTS], { each: true, message: 'Unknown event' })
  events!: string[];
}

export class ChangeWebhookEventsRequest {
  @IsArray({ message: 'Choose events' })
  @ArrayNotEmpty({ message: 'Choose events' })
  @ArrayUnique()
  @IsIn([...WEBHOOK_EVENTS], { each: true, message: 'Unknown event' })
  events!: string[];
}
