import { IsIn, IsUUID } from 'class-validator';
import { FORM_TYPES, FormType } from '../idv.events';

/** Spec section 7 `POST /api/askIDV {uuid, form_type}`. */
export class RequestIdvRequest {
  @IsUUID('all', { message: 'Must be a session uuid' })
  uuid!: string;

  @IsIn(FORM_TYPES, { message: 'Must be ADMISSIONS or FINANCIAL_AID' })
  form_type!: FormType;
}
