import { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldError, ValidationError } from '../domain/domain-error';
import { localized, type Localized } from '../i18n/translate';

/** JSON bodies deeper than this are refused before DTO transformation recurses into them. */
export const MAX_INPUT_DEPTH = 32;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, and a lone UTF-16 surrogate cannot be encoded
 * as UTF-8: either reached the database as a 500 (or as a broken export file). No product field
 * needs them, so they are refused at the door, for every route, before any handler runs.
 */
function badText(text: string): Localized | null {
  if (text.includes('\u0000')) return localized('error.noNul');
  if (LONE_SURROGATE.test(text)) return localized('error.noLoneSurrogate');
  return null;
}

/** The first offending value in a parsed query, params object or JSON body, as a field error. */
export function findBadInput(root: unknown, rootName: string): FieldError | null {
  const stack: { value: unknown; field: string; depth: number }[] = [
    { value: root, field: rootName, depth: 0 },
  ];
  while (stack.length) {
    const { value, field, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const message = badText(value);
      if (message) return { field, message };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_INPUT_DEPTH)
        return { field, message: localized('error.tooDeep', { max: MAX_INPUT_DEPTH }) };
      for (const [key, child] of Object.entries(value)) {
        const childField = field ? `${field}.${key}` : key;
        const keyMessage = badText(key);
        if (keyMessage) return { field: childField, message: keyMessage };
        stack.push({ value: child, field: childField, depth: depth + 1 });
      }
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  const bad =
    findBadInput(request.params, '') ?? findBadInput(request.query, '') ?? findBadInput(request.body, '');
  if (bad) throw new ValidationError([{ field: bad.field || 'body', message: bad.message }]);
}

/** Runs after the body is parsed and before validation and the handler (so before any export streams). */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
