import { isLocalized, render } from './translate';

/**
 * A value with every `Localized` in it rendered in English (arrays and plain objects walked): for
 * tests and logs that compare or show texts. Answers render in the reader's language instead.
 */
export function inEnglish(value: unknown): unknown {
  if (isLocalized(value)) return render('en', value);
  if (Array.isArray(value)) return value.map(inEnglish);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEnglish(v)]));
  return value;
}
