import { CanActivate, ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type AccessKind, type PendingView, pendingViewOf, setPendingView } from './pending-view';

export type { AccessKind } from './pending-view';
export { loggableFilter } from './pending-view';

/**
 * What a route learns only while answering, added to its noted view before the line is written:
 * an export's row count, a report's applicant (its job id names no applicant).
 */
export function noteViewed(
  request: FastifyRequest,
  found: { applicantIds?: string[]; detail?: Record<string, unknown> },
): void {
  const view = pendingViewOf(request);
  if (!view) return;
  if (found.applicantIds) view.applicantIds = found.applicantIds;
  if (found.detail) view.detail = { ...view.detail, ...found.detail };
}

/** Where a route's applicants are read from. */
export interface RecordsAccessOptions {
  /** The path parameter naming the applicant's record (a session uuid, an IDV id, a report id). */
  param?: string;
  /** The uuids in the answer (a list's page, a push's results): one line naming them all. */
  fromAnswer?: boolean;
  /** What else the line says: the image's kind, an export's filter (ids and codes only). */
  detail?: (request: FastifyRequest) => Record<string, unknown>;
}

/**
 * Marks a route that shows an applicant's personal data (docs/access-log.md). A guard notes the view
 * on the request once the caller has passed the access checks (the global guard runs first); the
 * access log's `onSend` hook (registered in bootstrap/create-app.ts) takes the answer's uuids when the
 * route says so, appends the line, and awaits its commit, before the first byte of a successful
 * answer leaves, whether the route returns its answer or sends it itself (images, exports, PDFs).
 *
 * A guard and not an interceptor: Nest runs interceptors through an rxjs pipeline with an
 * async-context binding per level, which was the largest item of a kept list page's profile
 * (docs/performance.md, twenty-third session); a guard is one call.
 */
export const RecordsAccess = (
  kind: AccessKind | ((request: FastifyRequest) => AccessKind),
  options: RecordsAccessOptions = {},
) => applyDecorators(UseGuards(new AccessViewGuard(kind, options)));

@Injectable()
class AccessViewGuard implements CanActivate {
  constructor(
    private readonly kind: AccessKind | ((request: FastifyRequest) => AccessKind),
    private readonly options: RecordsAccessOptions,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const applicant = this.options.param ? params[this.options.param] : undefined;
    const view: PendingView = {
      kind: typeof this.kind === 'function' ? this.kind(request) : this.kind,
      applicantIds: applicant ? [applicant] : [],
      detail: this.options.detail?.(request) ?? {},
      fromAnswer: this.options.fromAnswer,
    };
    setPendingView(request, view);
    return true;
  }
}
