import { Transform } from 'class-transformer';
import { NestedObject } from '../../shared/http/nested-object.decorator';
import { Equals, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FORM_TYPES, FormType } from '../idv.events';
import { keyed } from '../../shared/http/keyed-validation';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The applicant as the Request Remote ID dialog sends it (spec section 3 "Remote ID request"). */
export class RemoteApplicant {
  /** First and last name joined (spec section 5); first_name / last_name may be sent as well to avoid guessing the split. */
  @Transform(trim)
  @IsString()
  @IsNotEmpty(keyed('error.firstNameRequired'))
  @MaxLength(200)
  name!: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  first_name?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  last_name?: string;

  @Transform(trim)
  @IsString(keyed('error.phoneRequired'))
  @IsNotEmpty(keyed('error.phoneRequired'))
  @MaxLength(20)
  phoneNumber!: string;

  @Transform(trim)
  @IsNotEmpty(keyed('error.emailRequiredDot'))
  @IsEmail({}, keyed('error.enterValidEmail'))
  @MaxLength(255)
  email!: string;

  // The dialog collects no address or date of birth and sends these as null (spec section 5).
  @IsOptional() @Transform(trim) @IsString() @MaxLength(255) address?: string | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) state?: string | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) city?: string | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) country?: string | null;
  /** The console sends a fixed 20 (spec section 5); kept as given. */
  @IsOptional()
  @Transform(({ value }) => (value === null || value === undefined ? value : String(value).trim()))
  @IsString()
  @MaxLength(20)
  zip?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(30)
  dob?: string | null;
}

/** Spec section 7 `POST /api {form_type, type:'sms', uuid:null, data{…}}`. */
export class RequestRemoteIdvRequest {
  @IsIn(FORM_TYPES, keyed('error.formType'))
  form_type!: FormType;

  @Equals('sms', keyed('error.mustBeSms'))
  type!: 'sms';

  @IsOptional()
  uuid?: string | null;

  @NestedObject(() => RemoteApplicant)
  @IsNotEmpty(keyed('error.required'))
  data!: RemoteApplicant;
}
