/**
 * Flags for a headless Chromium that talks to nothing but what it is given: no sandbox helper (the
 * product runs unprivileged in a container), no GPU, and no background traffic (updates, sync, the
 * first-run screens). The report renderer and the console's browser tests both start Chromium with these.
 */
export const HEADLESS_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
