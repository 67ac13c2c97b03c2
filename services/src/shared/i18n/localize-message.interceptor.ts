import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { localizeEnglish } from './english-text';
import { requestLanguage } from './request-language';

/**
 * Success answers `{status: true, message}` with their message in the request's language (routes
 * write English; english-text.ts finds it in the catalogue). Errors are localized by the filter.
 */
@Injectable()
export class LocalizeMessageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const language = requestLanguage(context.switchToHttp().getRequest());
    if (language === 'en') return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        const answer = body as { status?: unknown; message?: unknown } | null;
        if (
          !answer ||
          typeof answer !== 'object' ||
          answer.status !== true ||
          typeof answer.message !== 'string'
        )
          return body;
        return { ...answer, message: localizeEnglish(language, answer.message) };
      }),
    );
  }
}
