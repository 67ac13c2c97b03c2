import { OverlayToaster, Position, type Intent, type Toaster } from '@blueprintjs/core';

/** Spec §8: the general snackbar hides after 5 s; the companies screens pass 6 s. */
export const DEFAULT_TOAST_MS = 5000;

let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  // Spec §8 mentions a bottom-left toast area; one toaster serves the whole app. Its container starts
  // right of the docked sidebar (styles.css, .app-toaster) so toasts never cover the sidebar's controls,
  // and at most two show at once.
  toaster ??= OverlayToaster.create({
    position: Position.BOTTOM_LEFT,
    maxToasts: 2,
    className: 'app-toaster',
  });
  return toaster;
}

export interface ToastOptions {
  message: string;
  intent?: Intent;
  timeout?: number;
  /** A link-like button in the toast (e.g. "View progress"). */
  action?: { text: string; onClick: () => void };
}

/**
 * Shows a toast; the default severity is error, as for the spec's general snackbar. The same message
 * already on screen is shown once, its timer restarted, rather than stacked again.
 */
export function showToast({
  message,
  intent = 'danger',
  timeout = DEFAULT_TOAST_MS,
  action,
}: ToastOptions): void {
  const icon =
    intent === 'success'
      ? 'tick-circle'
      : intent === 'danger'
        ? 'error'
        : intent === 'warning'
          ? 'warning-sign'
          : 'info-sign';
  void getToaster().then((t) => {
    const same = t.getToasts().find((shown) => shown.message === message && shown.intent === intent);
    t.show({ message, intent, timeout, icon, action }, same?.key);
  });
}
