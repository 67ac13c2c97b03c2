/**
 * Registers a spec file's beforeAll and afterAll around what `start` starts (the product, its data):
 * started once before the file's tests, stopped after them. The getter returned gives the started
 * value inside a test (`const { api, data } = started();`), and fails clearly before or after.
 */
export function startedForFile<T extends { stop(): Promise<void> }>(
  start: () => Promise<T>,
  timeoutMs?: number,
) {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  }, timeoutMs);
  afterAll(async () => {
    await value?.stop();
  });
  return (): T => {
    if (!value) throw new Error('what the file starts is only there inside its tests');
    return value;
  };
}
