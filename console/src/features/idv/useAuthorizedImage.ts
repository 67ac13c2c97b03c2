import { useEffect, useState } from 'react';
import { downloadFile } from '../../app/download';

export interface AuthorizedImage {
  src: string | null;
  loading: boolean;
  failed: boolean;
}

/**
 * Spec §3: each image is fetched (here with the bearer token, the route is private) and shown as a
 * local object URL, released when the image changes or the component goes away.
 */
export function useAuthorizedImage(url: string | null | undefined): AuthorizedImage {
  const [state, setState] = useState<AuthorizedImage>({ src: null, loading: Boolean(url), failed: false });
  useEffect(() => {
    if (!url) {
      setState({ src: null, loading: false, failed: false });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    setState({ src: null, loading: true, failed: false });
    downloadFile(url)
      .then(({ blob }) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, loading: false, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ src: null, loading: false, failed: true });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
