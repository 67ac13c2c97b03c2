import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { CheckEvidenceResponse } from '../get-idv/idv-check.response.dto';

/** One line of GET /api/idv/{id}/history: an event of the IDV's stream, in the reader's language. */
@ApiExtraModels(CheckEvidenceResponse)
export class IdvHistoryLineResponse {
  /** The event's global position. @example "1042" */
  position!: string;
  /** The IDV's version after this event. @example 3 */
  @ApiProperty({ type: 'integer' })
  version!: number;
  /** @example "IdvRequested" */
  type!: string;
  /** @example "2026-09-01T12:00:00.000Z" */
  at!: string;
  /** @example "Avery Quinn" */
  actor!: string;
  /** @example "IDV requested (Admissions) by Avery Quinn" */
  summary!: string;
  /**
   * The event's data (no credentials: link token hashes are left out): each IDV event type has its
   * own fields, so this stays a map; a check's `evidence` (IdvCheckRecorded) is described.
   */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    // A reference is a valid property schema; SchemaObjectMetadata's type does not list $ref.
    properties: { evidence: { $ref: getSchemaPath(CheckEvidenceResponse) } as never },
  })
  details!: Record<string, unknown>;
}

/**
 * A line of the history, with a document check's results under it. The results are lines without
 * results of their own (one level), so the schema does not refer to itself: generators that walk
 * schemas eagerly (Postman's converter, behind Portman) could not read the recursive one.
 */
export class IdvHistoryEntryResponse extends IdvHistoryLineResponse {
  /** A document check's results, one entry each, under the line that summarises them. */
  entries?: IdvHistoryLineResponse[];
}
