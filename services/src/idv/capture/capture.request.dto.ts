import { ArrayMaxSize, IsArray, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

export class AcceptConsentRequest {
  @IsString()
  @IsNotEmpty(keyed('error.required'))
  @MaxLength(40)
  consent_version!: string;
}

/** For a passport or ID card: the MRZ lines read on the device (OCR), checked on the server. */
export class SubmitCaptureRequest {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  mrz?: string[];
}
