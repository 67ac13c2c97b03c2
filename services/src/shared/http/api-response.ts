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
