import { ApiProperty } from '@nestjs/swagger';

/** One view of an applicant's personal data: ids and codes only, never the data itself. */
export class AccessLogLineResponse {
  /** The line's place in its company's hash chain, from 1. */
  @ApiProperty({ type: 'integer' })
  seq!: number;
  /** When the answer was sent (UTC). */
  at!: string;
  /** Who acted: a signed-in user or an API key. */
  @ApiProperty({ enum: ['user', 'api_key'], enumName: 'AccessActorType' })
  actor_type!: 'user' | 'api_key';
  /** The user's id, or the API key's id. */
  actor_id!: string;
  /** The user's or the key's name when the line was written. */
  actor_name!: string;
  /** What was seen (docs/access-log.md). @example "idv.detail" */
  kind!: string;
  /** The session uuids or IDV ids shown. */
  applicant_ids!: string[];
  /** The image's kind, an export's filter (free texts only as "(given)"). */
  @ApiProperty({ type: 'object', additionalProperties: true })
  detail!: Record<string, unknown>;
  /** The caller's address. */
  ip!: string | null;
  /** The request's correlation id. */
  request_id!: string;
}

/** How many lines a company's access log holds. */
export class AccessLogCountResponse {
  @ApiProperty({ type: 'integer' })
  company_id!: number;
  @ApiProperty({ type: 'integer' })
  lines!: number;
  /** The newest line's time, if any. */
  last_at!: string | null;
}

/** Someone with lines in the log: a member of staff or an API key. */
export class AccessLogActorResponse {
  /** A member of staff or an API key. */
  @ApiProperty({ enum: ['user', 'api_key'], enumName: 'AccessActorType' })
  actor_type!: 'user' | 'api_key';
  /** The user's id, or the API key's id (the `actor` filter's value). */
  actor_id!: string;
  /** The name on their newest line. */
  actor_name!: string;
}
