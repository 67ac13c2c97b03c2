/**
 * Moving an event's personal fields (named by dotted paths into its data) out of the data and back,
 * for the features' event codecs (event-codec.ts): the IDV's and the financial aid's seal what
 * `takeFields` takes into one cell, and put it back with `putBackFields` when the cell is opened.
 * A `*` in a path stands for every element of an array (`matches.*.review.reason`); what is taken is
 * keyed by the concrete path (`matches.2.review.reason`), so it goes back to the same element.
 */
export type EventData = Record<string, unknown>;

/** The concrete paths a path names in `data`: itself, or one per array element where it has a `*`. */
function expand(path: string, data: unknown): string[] {
  const star = path.indexOf('*');
  if (star < 0) return [path];
  const head = path.slice(0, Math.max(0, star - 1));
  const tail = path.slice(star + 2);
  const array = head
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as EventData)[k] : undefined), data);
  if (!Array.isArray(array)) return [];
  return array.flatMap((_, i) => expand(tail ? `${head}.${i}.${tail}` : `${head}.${i}`, data));
}

/** The values at `paths`, taken out of a copy of `data` (a path absent from the data is skipped). */
export function takeFields(
  paths: readonly string[],
  data: EventData,
): { rest: EventData; personal: EventData } {
  const rest = structuredClone(data);
  const personal: EventData = {};
  for (const path of paths.flatMap((p) => expand(p, rest))) {
    const keys = path.split('.');
    const parent = keys
      .slice(0, -1)
      .reduce<EventData | undefined>((o, k) => o?.[k] as EventData | undefined, rest);
    const last = keys[keys.length - 1];
    if (parent && typeof parent === 'object' && last in parent) {
      personal[path] = parent[last];
      delete parent[last];
    }
  }
  return { rest, personal };
}

/** The values taken by `takeFields` put back at their paths, in place. */
export function putBackFields(data: EventData, personal: EventData): void {
  for (const [path, value] of Object.entries(personal)) {
    const keys = path.split('.');
    let at = data;
    for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as EventData;
    at[keys[keys.length - 1]] = value;
  }
}

/** Whether `data` holds any of `paths` (a `*` as in takeFields): a field still in the clear. */
export function hasAnyField(paths: readonly string[], data: EventData): boolean {
  return Object.keys(takeFields(paths, data).personal).length > 0;
}
