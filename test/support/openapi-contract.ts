import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * The contract test (issue 14): every answer the API tests receive through apiClient is checked
 * against the OpenAPI document the server itself serves at /api/docs-json. An operation, a status or
 * a JSON body the document does not describe throws, so the test that received it fails.
 *
 * The document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12, so validation is Ajv's 2020
 * dialect as it is, with no reading of our own (3.0's `nullable`, which strict readers ignore beside
 * a reference, is gone: "or null" is written out). Ours are only the lookup of the operation and
 * response and the closing of described objects (below).
 */
interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

export interface ContractChecker {
  check(method: string, url: string, status: number, contentType: string | null, body: unknown): void;
}

const checkers = new Map<string, Promise<ContractChecker>>();

/** One checker per server (its document is fetched once). */
export function contractFor(baseUrl: string): Promise<ContractChecker> {
  let checker = checkers.get(baseUrl);
  if (!checker) {
    checker = fetch(`${baseUrl}/api/docs-json`)
      .then((r) => r.json())
      .then((doc) => contractChecker(doc));
    checkers.set(baseUrl, checker);
  }
  return checker;
}

export function contractChecker(document: any): ContractChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(closeDescribedObjects(structuredClone(document)), 'openapi');
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries<any>(document.paths)) {
    const pattern = new RegExp(
      '^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$',
    );
    for (const [method, op] of Object.entries<any>(item))
      operations.push({ method: method.toUpperCase(), template, pattern, responses: op.responses });
  }
  // Literal paths before templated ones (/api/idv/{id}/history vs /api/idv/{id}/as-of are both literal).
  operations.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  const compiled = new Map<string, ValidateFunction>();
  const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

  return {
    check(method, url, status, contentType, body) {
      const path = new URL(url, 'http://x').pathname;
      const candidates = operations.filter((o) => o.pattern.test(path));
      // Not an API route (the console, the reference itself) or no such route: nothing to check.
      if (!candidates.length) return;
      const op = candidates.find((o) => o.method === method.toUpperCase());
      // A method the path does not have answers 404/405 from the framework.
      if (!op) return;
      const where = `${method} ${op.template} → ${status}`;
      const response = op.responses[String(status)];
      if (!response)
        throw new Error(
          `OpenAPI contract: ${where} is not described (documented: ${Object.keys(op.responses).join(', ')})`,
        );
      if (!contentType?.includes('json') || typeof body !== 'object' || body === null) return;
      const media = Object.keys(response.content ?? {}).find((t) => t.includes('json'));
      if (!media)
        throw new Error(
          `OpenAPI contract: ${where} answered JSON but the document describes ${Object.keys(response.content ?? {}).join(', ') || 'no body'}`,
        );
      const ref = `openapi#/paths/${pointer(op.template)}/${op.method.toLowerCase()}/responses/${status}/content/${pointer(media)}/schema`;
      let validate = compiled.get(ref);
      if (!validate) {
        validate = ajv.compile({ $ref: ref });
        compiled.set(ref, validate);
      }
      if (!validate(body)) {
        const problems = (validate.errors ?? [])
          .slice(0, 5)
          .map((e) => `${e.instancePath || '(body)'} ${e.message}${unknownField(e.params)}`)
          .join('; ');
        throw new Error(`OpenAPI contract: ${where} body does not match the document: ${problems}`);
      }
    },
  };
}

/** Names the field an `additionalProperties: false` refused. */
const unknownField = (params: Record<string, unknown>) =>
  params.additionalProperty ? ` (${String(params.additionalProperty)})` : '';

/**
 * An object schema (`type: object`) that lists its `properties` and says nothing of others is closed
 * (`additionalProperties: false`): a field the server sends but the document does not describe
 * fails, since a generated client would not know it. A schema that means a free-form map says so
 * with `additionalProperties` (true or a schema) and is left as it is. Objects are only ever
 * composed by `allOf: [{$ref}]`/`anyOf` with null or an enum, never by merging two object schemas
 * (which closed schemas would refuse).
 */
function closeDescribedObjects(node: any): any {
  if (Array.isArray(node)) return node.map(closeDescribedObjects);
  if (!node || typeof node !== 'object') return node;
  const out: any = {};
  for (const [key, value] of Object.entries(node)) out[key] = closeDescribedObjects(value);
  if (out.type === 'object' && out.properties && !('additionalProperties' in out))
    out.additionalProperties = false;
  return out;
}
