import { useEffect, useState } from 'react';

/** True while the media query matches (e.g. narrow screens get drawers instead of side panels). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const NARROW_SCREEN = '(max-width: 900px)';
