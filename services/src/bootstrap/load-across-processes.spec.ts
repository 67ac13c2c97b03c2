import { InteractiveLoad } from '../shared/http/interactive-load';
import { reportLoadToPrimary } from './load-across-processes';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an API process reports its load to the primary', () => {
  it('reports busy and quiet once each, a few milliseconds after the change', async () => {
    const load = new InteractiveLoad();
    const sent: unknown[] = [];
    const stop = reportLoadToPrimary(load, (m) => sent.push(m));
    load.begin();
    expect(sent).toEqual([]); // not at once: a change that is undone at once is never sent
    await tick(20);
    expect(sent).toEqual([{ verifydeskInteractiveLoad: true }]);
    load.begin();
    load.end();
    await tick(20);
    expect(sent).toHaveLength(1); // still busy: nothing new to say
    load.end();
    await tick(20);
    expect(sent).toEqual([{ verifydeskInteractiveLoad: true }, { verifydeskInteractiveLoad: false }]);
    stop();
  });

  it('sends nothing for a request that comes and goes between two reports', async () => {
    const load = new InteractiveLoad();
    const sent: unknown[] = [];
    const stop = reportLoadToPrimary(load, (m) => sent.push(m));
    for (let i = 0; i < 100; i++) {
      load.begin();
      load.end();
    }
    await tick(20);
    expect(sent).toEqual([]);
    stop();
  });

  it('makes the primary wait for a busy API process (the message as the primary receives it)', async () => {
    const apiProcess = new InteractiveLoad();
    const primary = new InteractiveLoad();
    const stop = reportLoadToPrimary(apiProcess, (m) => primary.setPeer(7, m.verifydeskInteractiveLoad));
    apiProcess.begin();
    await tick(20);
    expect(primary.busy).toBe(true);
    const waiting = primary.whenQuiet(10_000);
    apiProcess.end();
    expect(await waiting).toBeGreaterThan(0);
    expect(primary.busy).toBe(false);
    stop();
  });
});
