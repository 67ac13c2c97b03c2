/**
 * Moving an event's personal fields (named by dotted paths into its data) out of the data and back,
 * for the features' event codecs (event-codec.ts): the IDV's and the financial aid's seal what
 * `takeFields` takes into one cell, and put it back with `putBackFields` when the cell is opened.
 */
export type EventData = Record<string, unknown>;

/** The values at `paths`, taken out of a copy of `data` (a path absent from the data is skipped). */
export function takeFields(
  paths: readonly string[],
  data: EventData,
): { rest: EventData; personal: EventData } {
  const rest = structuredClone(data);
  const personal: EventData = {};
  for (const path of paths) {
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
