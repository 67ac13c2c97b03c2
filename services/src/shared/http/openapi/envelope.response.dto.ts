import { ApiProperty } from '@nestjs/swagger';
/** One field's problem: the console shows it as '[field] message' (spec section 8). */
export class FieldErrorDto {
  /**
   * The request field (a dotted path for nested fields; a CSV row error names its column).
   * @example "email"
   */
  field!: string;
  /**
   * In the reader's language (Accept-Language).
   * @example "Must be a valid email address"
   */
  message!: string;
  /** The CSV row an upload's early rejects refer to. */
  @ApiProperty({ type: 'integer' })
  row?: number;
}

/**
 * Every error answer: `status` false, a message in the reader's language, a stable `code`
 * (shared/http/error-codes.ts for framework answers, the feature's own code otherwise) and, for a
 * refused field, one entry per field.
 */
export class ErrorEnvelopeDto {
  /** Always false on an error. */
  status!: false;
  /** @example "Validation failed" */
  message!: string;
  /** @example "VALIDATION_FAILED" */
  code!: string;
  errors?: FieldErrorDto[];
}

/** Paging of a list answer. */
export class PageMetaDto {
  /** Rows matching the filter (or the count at which counting stopped, see total_capped). @example 42 */
  @ApiProperty({ type: 'integer' })
  total!: number;
  /** @example 1 */
  @ApiProperty({ type: 'integer' })
  page!: number;
  /** @example 10 */
  @ApiProperty({ type: 'integer' })
  limit!: number;
  /** The server stopped counting at `total` (a large filtered list): there are more rows. */
  total_capped?: boolean;
  /**
   * Lists read by keyset (GET /api/getSessions): pass it as `after` for the next page; null on the last
   * page.
   */
  next_cursor?: string | null;
}

/** A success answer that carries only a message (a delete, a disable). */
export class MessageEnvelopeDto {
  status!: true;
  /** @example "Deleted successfully!" */
  message?: string;
}
