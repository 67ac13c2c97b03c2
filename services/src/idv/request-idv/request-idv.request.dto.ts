import { IsIn, IsUUID } from 'class-validator';
import { FORM_TYPES, FormType } from '../idv.events';
import { keyed } from '../../shared/http/keyed-validation';

/** Spec section 7 `POST /api/askIDV {uuid, form_type}`. */
export class RequestIdvRequest {
  @IsUUID('all', keyed('error.sessionUuid'))
  uuid!: string;

  @IsIn(FORM_TYPES, keyed('error.formType'))
  form_type!: FormType;
}
