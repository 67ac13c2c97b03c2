/**
 * The document as OpenAPI 3.1, whose schemas are plain JSON Schema (2020-12). @nestjs/swagger writes
 * OpenAPI 3.0, where "or null" is `nullable: true`, which strict 3.0.3 readers ignore beside an
 * `allOf`/`$ref` and which does not add null to an `enum`: validators then refused real answers
 * (a pending IDV's null checks, a null enum) and generators disagreed on the types. In 3.1 every
 * "or null" is explicit: `type: [T, 'null']` (with null listed in an enum), or `anyOf: [schema,
 * {type: 'null'}]` for a reference. (@scalar/openapi-upgrader does this too, but needs Node 22 and
 * is ESM-only; this is the part of it our documents use.)
 */
export function toOpenApi31<T extends { openapi: string }>(document: T): T {
  return { ...(rewrite(document) as T), openapi: '3.1.0' };
}

/** Keys whose values are data (examples, defaults, enum members), never schemas to rewrite. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = DATA_KEYS.has(key) ? value : rewrite(value);
  return out.nullable === true ? orNull(out) : out;
}

function orNull(schema: Record<string, unknown>): Record<string, unknown> {
  const { nullable: _nullable, ...rest } = schema;
  const wrapped = rest.allOf ?? (rest.$ref ? [{ $ref: rest.$ref }] : undefined);
  if (Array.isArray(wrapped)) {
    // A reference (nullable DTO, `{type: object, allOf: [$ref]}`): the referenced schema, or null.
    const { allOf: _allOf, $ref: _ref, type: _type, ...annotations } = rest;
    const base = wrapped.length === 1 ? wrapped[0] : { allOf: wrapped };
    return { ...annotations, anyOf: [base, { type: 'null' }] };
  }
  if (typeof rest.type === 'string') {
    const enumMembers =
      Array.isArray(rest.enum) && !rest.enum.includes(null) ? [...rest.enum, null] : rest.enum;
    return { ...rest, type: [rest.type, 'null'], ...(enumMembers ? { enum: enumMembers } : {}) };
  }
  return rest;
}
