import { contractFor } from './openapi-contract';

/** A small JSON client for API tests: returns status and parsed body, never throws on 4xx/5xx. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: opts.form ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    // Every answer must be one the OpenAPI document describes (test/support/openapi-contract.ts).
    (await contractFor(baseUrl)).check(
      method,
      path,
      response.status,
      response.headers.get('content-type'),
      body,
    );
    return { status: response.status, body, headers: response.headers } as ApiResponse<T>;
  }
  async function login(email: string, password: string): Promise<string> {
    const r = await call('POST', '/admin/login', { body: { email, password } });
    if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.access_token;
  }
  return { call, login };
}
