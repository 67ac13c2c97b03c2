import { useEffect, useState } from 'react';

/** Spec §9: searches apply after an 800 ms pause. */
export const SEARCH_DEBOUNCE_MS = 800;

export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
