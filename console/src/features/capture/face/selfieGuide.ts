import type { DeviceFaceCheck } from './deviceFaceCheck';

let loading: Promise<DeviceFaceCheck | null> | null = null;

/**
 * The on-device selfie guidance, loaded at most once and only on demand (a dynamic import: the
 * detector, tfjs and the models stay out of the capture entry bundle). Resolves to null when this
 * browser cannot run it; the page then relies on the server's answer alone.
 */
export function selfieGuide(): Promise<DeviceFaceCheck | null> {
  loading ??= import('./deviceFaceCheck').then((m) => m.loadDeviceFaceCheck()).catch(() => null);
  return loading;
}
