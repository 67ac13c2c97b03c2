import { SUPERADMIN } from '../support/app-harness';

/**
 * The API fuzz test's callers and inputs (test/api/fuzz.e2e-spec.ts): plausible values by field name
 * and the hostile values that have broken parsers somewhere. The requests: ./fuzz-requests.ts.
 */
export const FUZZ_PASSWORD = 'Fuzz!Changed2026';

export type Role = 'anonymous' | 'superAdmin' | 'companyAdmin' | 'staffAll' | 'staffNone';
export const ROLES: Role[] = ['anonymous', 'superAdmin', 'companyAdmin', 'staffAll', 'staffNone'];
export const EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  superAdmin: SUPERADMIN.email,
  companyAdmin: 'admin@northfield.edu',
  staffAll: 'fuzz.staff@northfield.edu',
  staffNone: 'viewer@northfield.edu',
};

/** Names the list routes read (paging.ts, session-filters.ts, idv-filters.ts, outbox) besides the documented ones. */
export const QUERY_NAMES = [
  'page',
  'limit',
  'sort',
  'order',
  'search',
  'after',
  'uuid',
  'risk_level',
  'overall_risk_level',
  'overall_validation',
  'form_type',
  'idv_form',
  'high_risk_or_invalid_ssn',
  'invalid_ssn',
  'incomplete_address',
  'date[filter]',
  'date[from]',
  'date[to]',
  'custom_date[from]',
  'custom_date[to]',
  'channel',
  'reference',
  'at',
  'formType',
  'form',
];
export const GOOD_QUERY: Record<string, string> = {
  page: '1',
  limit: '25',
  sort: 'created_at',
  order: 'desc',
  search: 'sample',
};

/** Values that have broken parsers somewhere: numbers past 64 bits, NUL, surrogates, prototype keys, huge text. */
export const HOSTILE_TEXT = [
  '9223372036854775808',
  '100000000000000000000',
  '9007199254740993',
  '-1',
  '0',
  '1e3',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '__proto__',
  'constructor',
  'toString',
  "' OR 1=1 --",
  '%',
  '\\',
  '"',
  '😀',
  'null',
  'true',
  'x'.repeat(5000),
  '2026-02-30',
  '0000-00-00',
  'javascript:alert(1)',
  '<script>',
  '../../etc/passwd',
];
/** Already percent-encoded: what no encoder produces (lone surrogate as CESU-8, NUL, stray %). */
export const RAW_PATH = ['%00', 'a%00b', '%ED%A0%80', '%', '%zz', '%2e%2e%2f', 'a%2Fb', '%FF'];
export const HOSTILE_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  9223372036854775808,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  [],
  [[]],
  [1, 2],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
  ['a\u0000'],
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  { a: { b: { c: { d: 'deep' } } } },
];
/** Containers where a field wants something else: each one is sent for every body field. */
export const EMPTY_SHAPES: unknown[] = [[], [[]], {}, [{}]];
export const PATH_PARAM_GOOD: Record<string, string> = {
  token: 'x'.repeat(43),
  kind: 'selfie',
  entryId: 'ofac-1',
  jobId: '00000000-0000-4000-8000-000000000000',
};
export const MULTIPART_ROUTES = [
  'POST /api/read-file',
  'POST /api/companies/{id}/logo',
  'POST /api/capture/{token}/images/{kind}',
];

export interface Operation {
  method: string;
  path: string; // OpenAPI form: /api/team/{userId}
  params: string[];
  bodyFields: string[];
  multipart: boolean;
}

export interface Sent {
  op: string;
  role: Role;
  variant: string;
  status: number;
  body: string;
  ms: number;
}

/** A plausible value for a body field, by its name. */
export function goodValue(field: string, ctx: { companyId: number }): unknown {
  if (/email/.test(field)) return 'fuzz.new@example.edu';
  if (/password/.test(field)) return FUZZ_PASSWORD;
  if (/permissions/.test(field)) return [2];
  if (field === 'form_type') return 'ADMISSIONS';
  if (field === 'overall_validation') return 'PASSED';
  if (/version|count|limit|page/.test(field)) return 1;
  if (field === 'company_id') return ctx.companyId;
  if (field === 'uuid') return null;
  if (field === 'data')
    return {
      name: 'Fuzz Person',
      email: 'fuzz.person@example.edu',
      phoneNumber: '(804) 555-0100',
      dob: '1990-01-01',
    };
  if (field === 'filter') return { filterType: 'this_month' };
  if (field === 'type') return 'FILTER';
  if (field === 'decision') return 'false_positive';
  return 'Fuzz value';
}

/** Percent-encodes what can be encoded; a lone surrogate (which encodeURIComponent refuses) goes as its CESU-8 bytes. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff || ch.length > 1) return encodeURIComponent(ch);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

export function looksLikeStackTrace(body: string): boolean {
  return /\n\s+at .+(\(|:\d+:\d+)/.test(body) || /node_modules|\/work\/|\.ts:\d+:\d+|\.js:\d+:\d+/.test(body);
}
