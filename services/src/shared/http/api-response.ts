import { Header } from '@nestjs/common';
/** The success envelope of DESIGN.md section 4. */
export interface ApiOk<T> {
  status: true;
  message?: string;
  data?: T;
  meta?: PageMeta;
}

export interface PageMeta {
  total: number;
  page: number;
  limit: number;
}

export function ok<T>(data?: T, message?: string): ApiOk<T> {
  return { status: true, ...(message ? { message } : {}), ...(data !== undefined ? { data } : {}) };
}

export function page<T>(data: T[], meta: PageMeta): ApiOk<T[]> {
  return { status: true, data, meta };
}

/**
 * For a handler that returns its answer as JSON text already written (a kept answer, or rows
 * PostgreSQL wrote as JSON): sent as is, with the JSON content type a returned object would get.
 */
export const JsonText = () => Header('content-type', 'application/json; charset=utf-8');
