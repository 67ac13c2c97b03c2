import { Type, applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorEnvelopeDto, MessageEnvelopeDto, PageMetaDto } from './envelope.response.dto';
import { ERROR_STATUSES, ErrorStatus } from './error-statuses';

interface DataOptions {
  status?: number;
  description?: string;
  /** `data` is an array of the type. */
  isArray?: boolean;
  /** A list page: an array in `data` and the paging in `meta`. */
  paged?: boolean;
  /** A page's `meta` when it says more than PageMetaDto (a subclass of it, e.g. the students' `form`). */
  meta?: Type<PageMetaDto>;
  /** The answer may carry a message (the success envelope's `message`). */
  example?: unknown;
  /** An upload's early field errors ride along on a success (POST /api/read-file). */
  withErrors?: boolean;
  /** `data` may be null (nothing yet, e.g. a subject not screened). */
  nullable?: boolean;
  /** The same shape answering a failure (`status: false`), e.g. a readiness probe's 503. */
  failure?: boolean;
  /** Required members beside `data`, each a response DTO (e.g. the outbox's `counts`). */
  extra?: Record<string, Type<unknown>>;
}

function dataSchema(type: Type<unknown>, nullable = false) {
  const ref = { $ref: getSchemaPath(type) };
  // OpenAPI 3.0 ignores siblings of $ref: a nullable reference is an allOf with nullable (and a type,
  // which OpenAPI 3.0.3 requires beside nullable; response DTOs are objects).
  return nullable ? { type: 'object', allOf: [ref], nullable: true } : ref;
}

/**
 * A success answer `{status: true, message?, data, meta?}` whose `data` is the given response DTO
 * (there is no free-form `data`: every answer's shape is described, and the contract test refuses
 * fields a DTO does not list).
 */
export function ApiData(type: Type<unknown>, options: DataOptions = {}) {
  const data = dataSchema(type, options.nullable);
  const paged = !!options.paged;
  const properties: Record<string, unknown> = {
    status: { type: 'boolean', enum: [!options.failure] },
    message: { type: 'string', example: 'Saved' },
    data: paged || options.isArray ? { type: 'array', items: data } : data,
  };
  const meta = options.meta ?? PageMetaDto;
  if (paged) properties.meta = { $ref: getSchemaPath(meta) };
  if (options.withErrors)
    properties.errors = { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } };
  const extra = Object.entries(options.extra ?? {});
  for (const [name, dto] of extra) properties[name] = { $ref: getSchemaPath(dto) };
  const models = [type, meta, ...extra.map(([, dto]) => dto)];
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: {
        type: 'object',
        required: [...(paged ? ['status', 'data', 'meta'] : ['status', 'data']), ...extra.map(([n]) => n)],
        properties,
      } as never,
      ...(options.example ? { example: options.example } : {}),
    }),
  );
}

/** A success answer with a message and no data (`{status: true, message}`). */
export function ApiMessage(status = 200, description = 'Done') {
  return applyDecorators(
    ApiExtraModels(MessageEnvelopeDto),
    ApiResponse({ status, description, type: MessageEnvelopeDto }),
  );
}

/** A file answer (a CSV export, a PDF, an image): the body is the file itself. */
export function ApiFile(contentTypes: string[], description: string, status = 200) {
  // Not ApiProduces: that would give the error answers (JSON envelopes) the file's media type too.
  return applyDecorators(
    ApiResponse({
      status,
      description,
      content: Object.fromEntries(
        contentTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
      ),
    }),
  );
}

/** A multipart upload of one file in the field `field` (what the server accepts, in `description`). */
export function ApiFileUpload(description: string, field = 'file') {
  return applyDecorators(
    // @fastify/multipart refuses a request that is not multipart with 406.
    ApiErrors(406),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      required: true,
      description,
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary' } },
      },
    }),
  );
}

/**
 * Error answers an operation gives beyond those every route can give (added by openapi-document.ts
 * from the access policy): each as the error envelope, with the codes it can carry.
 */
export function ApiErrors(...statuses: Array<ErrorStatus | [ErrorStatus, string]>) {
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto),
    ...statuses.map((entry) => {
      const [status, extra] = Array.isArray(entry) ? entry : [entry, undefined];
      return errorResponse(status, extra);
    }),
  );
}

export function errorResponse(status: ErrorStatus, extra?: string) {
  const known = ERROR_STATUSES[status];
  return ApiResponse({
    status,
    description: extra ? `${known.description} ${extra}` : known.description,
    schema: { $ref: getSchemaPath(ErrorEnvelopeDto) },
    example: { status: false, message: known.message, code: known.code },
  });
}
