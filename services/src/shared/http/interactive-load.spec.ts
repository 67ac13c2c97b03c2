import { InteractiveLoad } from './interactive-load';

describe('InteractiveLoad: background work gives way to requests, never for ever', () => {
  it('does not wait while no request is in flight', async () => {
    const load = new InteractiveLoad();
    expect(await load.whenQuiet(1000)).toBe(0);
    load.begin();
    load.end();
    expect(load.busy).toBe(false);
    expect(await load.whenQuiet(1000)).toBe(0);
    expect(load.yielded.waits).toBe(0);
  });

  it('waits until the last request in flight ends', async () => {
    const load = new InteractiveLoad();
    load.begin();
    load.begin();
    let woke = false;
    const waiting = load.whenQuiet(10_000).then(() => (woke = true));
    load.end();
    await new Promise((r) => setTimeout(r, 20));
    expect(woke).toBe(false); // one request is still being answered
    load.end();
    await waiting;
    expect(load.busy).toBe(false);
    expect(load.yielded.waits).toBe(1);
  });

  it('stops waiting after its limit while requests keep coming', async () => {
    const load = new InteractiveLoad();
    load.begin();
    const waited = await load.whenQuiet(30);
    expect(waited).toBeGreaterThanOrEqual(25);
    expect(load.busy).toBe(true);
    // A late end() neither underflows the count nor wakes anything twice.
    load.end();
    load.end();
    expect(load.busy).toBe(false);
    load.begin();
    expect(load.busy).toBe(true);
  });
});

describe('InteractiveLoad: requests answered by other processes count too', () => {
  it('is busy while any peer says so, and wakes waiting work when the last one turns quiet', async () => {
    const load = new InteractiveLoad();
    load.setPeer(1, true);
    load.setPeer(2, true);
    expect(load.busy).toBe(true);
    expect(load.busyHere).toBe(false);
    let woke = false;
    const waiting = load.whenQuiet(10_000).then(() => (woke = true));
    load.setPeer(1, false);
    await new Promise((r) => setTimeout(r, 20));
    expect(woke).toBe(false); // process 2 is still answering
    load.setPeer(2, false);
    await waiting;
    expect(load.busy).toBe(false);
  });

  it('waits for its own requests and its peers alike', async () => {
    const load = new InteractiveLoad();
    load.begin();
    load.setPeer(3, true);
    let woke = false;
    const waiting = load.whenQuiet(10_000).then(() => (woke = true));
    load.end();
    await new Promise((r) => setTimeout(r, 20));
    expect(woke).toBe(false);
    load.setPeer(3, false);
    await waiting;
  });

  it('tells its listeners when this process starts and stops answering, not on every request', () => {
    const load = new InteractiveLoad();
    const changes: boolean[] = [];
    const stop = load.onLocalChange((busy) => changes.push(busy));
    load.begin();
    load.begin();
    load.end();
    load.end();
    load.setPeer(4, true); // a peer's load is not this process's
    stop();
    load.begin();
    expect(changes).toEqual([true, false]);
  });
});
