import type { Intent } from '@blueprintjs/core';

/** Spec §8: the general snackbar hides after 5 s; the companies screens pass 6 s. */
export const DEFAULT_TOAST_MS = 5000;

/** At most two toasts show at once: a third pushes out the oldest. */
const MAX_TOASTS = 2;

export interface ToastOptions {
  message: string;
  intent?: Intent;
  timeout?: number;
  /** A link-like button in the toast (e.g. "View progress"); using it closes the toast. */
  action?: { text: string; onClick: () => void };
}

/** A toast on screen, as the toaster (AppToaster.tsx) draws it. */
export interface ShownToast {
  key: string;
  message: string;
  intent: Intent;
  timeout: number;
  action?: ToastOptions['action'];
  /** Changes each time the same message is shown again, which restarts its timer. */
  shownAt: number;
}

let toasts: readonly ShownToast[] = [];
let shows = 0;
const listeners = new Set<() => void>();

function publish(next: readonly ShownToast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
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
  shows += 1;
  const same = toasts.find((shown) => shown.message === message && shown.intent === intent);
  if (same) {
    publish(toasts.map((shown) => (shown === same ? { ...same, timeout, action, shownAt: shows } : shown)));
    return;
  }
  // Newest first, as Blueprint's toaster keeps them (the bottom container draws the first lowest).
  const toast = { key: `toast-${shows}`, message, intent, timeout, action, shownAt: shows };
  publish([toast, ...toasts].slice(0, MAX_TOASTS));
}

export function dismissToast(key: string): void {
  publish(toasts.filter((shown) => shown.key !== key));
}

export function clearToasts(): void {
  if (toasts.length) publish([]);
}

/** For useSyncExternalStore. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function shownToasts(): readonly ShownToast[] {
  return toasts;
}
