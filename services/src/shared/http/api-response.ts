import { Header } from '@nestjs/common';
import type { Language } from '../i18n/language';
import { render, type Localized } from '../i18n/translate';

/**
 * The success envelope of DESIGN.md section 4. `message` is a key and parameters, which the answer
 * carries rendered in the request's language (shared/i18n/localize-message.hook.ts), or the text
 * already rendered from its key by a route that knows the reader's language.
 */
export interface ApiOk<T> {
  status: true;
  message?: Localized | string;
  data?: T;
  meta?: PageMeta;
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
}

/** `message` is a catalogue text; with `language` it is rendered now, else by the message hook. */
export function ok<T>(data?: T, message?: Localized, language?: Language): ApiOk<T> {
  const text = message && language ? render(language, message) : message;
  return { status: true, ...(text ? { message: text } : {}), ...(data !== undefined ? { data } : {}) };
}

export function page<T>(data: T[], meta: PageMeta): ApiOk<T[]> {
  return { status: true, data, meta };
}

/**
 * For a handler that returns its answer as JSON text already written (a kept answer, or rows
 * PostgreSQL wrote as JSON): sent as is, with the JSON content type a returned object would get.
 */
export const JsonText = () => Header('content-type', 'application/json; charset=utf-8');
