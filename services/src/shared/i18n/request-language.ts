import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { languageFromHeader, type Language } from './language';

/** The language a request asks for (its `Accept-Language`; the console sends the user's choice). */
export function requestLanguage(
  request: { headers?: Record<string, string | string[] | undefined> } | undefined,
): Language {
  return languageFromHeader(request?.headers?.['accept-language']);
}

/** Route parameter: `@Lang() language: Language`. */
export const Lang = createParamDecorator((_: unknown, context: ExecutionContext): Language =>
  requestLanguage(context.switchToHttp().getRequest()),
);
