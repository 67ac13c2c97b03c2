import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';
import {
  DOCUMENT_TYPES,
  VERIFICATION_METHODS,
  type DocumentType,
  type VerificationMethod,
} from '../financial-aid.events';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A result by a method staff record: in person, video call, or a third party's IAL2 verification. */
export class VerifyCaseRequest {
  @IsIn(VERIFICATION_METHODS, keyed('finaid.methodOneOf', { values: VERIFICATION_METHODS.join(', ') }))
  @ApiProperty({ enum: VERIFICATION_METHODS })
  method!: VerificationMethod;

  /** Required in person and on a video call: the government-issued photo ID presented. */
  @ValidateIf((o: VerifyCaseRequest) => o.method === 'in_person' || o.method === 'video_call')
  @IsIn(DOCUMENT_TYPES, keyed('finaid.documentTypeOneOf', { values: DOCUMENT_TYPES.join(', ') }))
  @ApiProperty({ enum: DOCUMENT_TYPES, required: false })
  document_type?: DocumentType;

  /** The ID's expiry (YYYY-MM-DD): it must not have expired on the day it was presented. */
  @ValidateIf((o: VerifyCaseRequest) => o.method === 'in_person' || o.method === 'video_call')
  @Matches(ISO_DATE, keyed('finaid.dateFormat', { field: 'document_expiry' }))
  @ApiProperty({ required: false, example: '2029-05-31' })
  document_expiry?: string;

  /** The institutionally authorised person who reviewed the ID (or the third party's documentation). */
  @IsString(keyed('finaid.reviewerRequired'))
  @MinLength(2, keyed('finaid.reviewerRequired'))
  @MaxLength(100, keyed('error.maxLength'))
  reviewer_name!: string;

  /** The date the ID was presented (YYYY-MM-DD), not in the future. */
  @Matches(ISO_DATE, keyed('finaid.dateFormat', { field: 'presented_on' }))
  @ApiProperty({ example: '2025-09-15' })
  presented_on!: string;

  /** The scanned copy uploaded for this case: required on a video call (the rules ask the school to keep it). */
  @IsOptional()
  @IsString()
  @ApiProperty({ required: false, format: 'uuid' })
  scan_id?: string;

  /** Required for a third party: who verified and what documentation the school keeps. */
  @IsOptional()
  @IsString()
  @MaxLength(2000, keyed('error.maxLength'))
  note?: string;
}

export class CaseReasonRequest {
  @IsString(keyed('finaid.reasonRequired'))
  @MinLength(2, keyed('finaid.reasonRequired'))
  @MaxLength(2000, keyed('error.maxLength'))
  reason!: string;
}

export class CaseNoteRequest {
  @IsOptional()
  @IsString()
  @MaxLength(2000, keyed('error.maxLength'))
  note?: string;
}

export class CaseDeadlineRequest {
  /** YYYY-MM-DD, or null to clear it. */
  @IsOptional()
  @Matches(ISO_DATE, keyed('finaid.dateFormat', { field: 'deadline' }))
  @ApiProperty({ required: false, type: 'string', nullable: true, example: '2025-10-31' })
  deadline?: string | null;
}
