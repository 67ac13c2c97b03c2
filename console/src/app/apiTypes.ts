import type { components } from './generated/openapi';

/** One field-level error as the server reports it (generated: FieldErrorDto; `row` is for CSV uploads). */
export type FieldError = Pick<components['schemas']['FieldErrorDto'], 'field' | 'message'>;

/** Every error reaching a component has this shape (see normalizeError). */
export interface ApiError {
  status: false;
  /** HTTP status, or 0 when the request never got an answer (network failure, aborted). */
  httpStatus: number;
  message: string;
  errors: FieldError[];
  /** Stable error code when the server sends one (e.g. PASSWORD_CHANGE_REQUIRED). */
  code?: string;
}

/** The success envelope: `{status:true, message?, data?, meta?}`. */
export interface Envelope<T> {
  status: true;
  message?: string;
  data: T;
  meta?: PageMeta;
}

/** A list answer's paging (generated: PageMetaDto). */
export type PageMeta = components['schemas']['PageMetaDto'];

/** A page of rows as the list screens use it. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The server stopped counting at `total` (a large filtered list): there are more. */
  capped?: boolean;
  page: number;
  limit: number;
}

export type SortOrder = 'asc' | 'desc';

/** Query arguments every server-side list accepts. */
export interface ListArgs {
  page: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
}
