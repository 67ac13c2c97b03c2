import * as fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as any).__idvTestStops as
    { stops: Array<() => Promise<void>>; dir: string } | undefined;
  if (!state) return;
  for (const stop of state.stops.reverse()) await stop().catch(() => undefined);
  fs.rmSync(state.dir, { recursive: true, force: true });
}
