import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

export class AcceptConsentRequest {
  @IsString()
  @IsNotEmpty(keyed('error.required'))
  @MaxLength(40)
  consent_version!: string;
  /**
   * true ("I agree", the default): documents, a selfie and its face comparison; false: the documents
   * only, no selfie and no face comparison, and staff review the IDV.
   */
  @IsOptional()
  @IsBoolean()
  face_comparison?: boolean;
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
