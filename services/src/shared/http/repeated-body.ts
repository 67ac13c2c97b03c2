/**
 * Request bodies that arrive again and again, byte for byte: every open dashboard posts the same
 * `{type: 'FILTER', filter: {...}}` to the stats route. class-validator looks a class's rules up
 * among every DTO class on each call (a tenth of a cached stats answer's CPU, docs/performance.md),
 * so such a body is validated once and its frozen DTO reused (apiValidationPipe). Only classes marked
 * with `@RepeatedBody()` are kept, only small bodies, and only those that passed: a refusal is
 * computed every time, with its messages.
 */
const repeatedBodyClasses = new WeakSet<object>();

/** Marks a body DTO whose identical bodies may share one validated, frozen instance. */
export function RepeatedBody(): ClassDecorator {
  return (target) => {
    repeatedBodyClasses.add(target);
  };
}

export function isRepeatedBody(metatype: unknown): boolean {
  return typeof metatype === 'function' && repeatedBodyClasses.has(metatype);
}

/** Longer bodies are validated every time (they are rarely repeated, and would fill the memo). */
export const REPEATED_BODY_MAX_CHARS = 512;
const KEPT_PER_CLASS = 256;

/** Validated DTOs by the JSON text of their body, per class; the oldest goes first when one is full. */
export class ValidatedBodies {
  private readonly byClass = new Map<unknown, Map<string, object>>();

  get(metatype: unknown, text: string): object | undefined {
    return this.byClass.get(metatype)?.get(text);
  }

  keep(metatype: unknown, text: string, dto: object): object {
    let kept = this.byClass.get(metatype);
    if (!kept) this.byClass.set(metatype, (kept = new Map()));
    if (kept.size >= KEPT_PER_CLASS) kept.delete(kept.keys().next().value!);
    const frozen = deepFreeze(dto);
    kept.set(text, frozen);
    return frozen;
  }
}

/** Frozen all the way down: a handler that tried to change a shared DTO would throw, not leak. */
function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value))
    if (child !== null && typeof child === 'object' && !Object.isFrozen(child)) deepFreeze(child);
  return Object.freeze(value);
}
