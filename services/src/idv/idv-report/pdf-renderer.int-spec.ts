import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { allPids, commandLine, isAlive } from '../../shared/process/processes';
import { ChromiumProfiles } from './chromium-profiles';
import { PdfRenderer, RENDERS_PER_PAGE } from './pdf-renderer';

/** The warm report browser (docs/performance.md): started early, started again after it dies, gone after close. */
describe('PdfRenderer with a warm Chromium', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-renderer-'));
  const renderer = new PdfRenderer(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    new ChromiumProfiles(root),
  );
  const html = (n: number) => `<!doctype html><html><body><h1>Report ${n}</h1></body></html>`;
  /** The main Chromium process of a profile under `root` (the one whose arguments name it and that has no --type). */
  const browserPids = () =>
    allPids().filter((pid) => {
      const args = commandLine(pid) ?? [];
      return (
        args.some((a) => a.startsWith(`--user-data-dir=${root}`)) &&
        !args.some((a) => a.startsWith('--type='))
      );
    });
  const until = async (what: string, check: () => boolean) => {
    for (let i = 0; i < 200; i++) {
      if (check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  afterAll(async () => {
    await renderer.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('starts before the first report, replaces its page, restarts after a crash, renders through a crash, and leaves nothing after close', async () => {
    renderer.warm();
    await until('the warm browser', () => browserPids().length === 1);
    const first = browserPids()[0];
    // More renders than a page serves: the page is replaced on the way, every PDF still comes out.
    for (let i = 0; i < RENDERS_PER_PAGE + 2; i++)
      expect((await renderer.render(html(i))).subarray(0, 5).toString()).toBe('%PDF-');
    expect(browserPids()).toEqual([first]);

    process.kill(first, 'SIGKILL');
    await until(
      'a new browser after the crash',
      () => browserPids().length === 1 && browserPids()[0] !== first,
    );
    expect((await renderer.render(html(99))).subarray(0, 5).toString()).toBe('%PDF-');

    // A report asked for the moment its browser dies still comes out, whenever the death is noticed.
    const second = browserPids()[0];
    process.kill(second, 'SIGKILL');
    expect((await renderer.render(html(100))).subarray(0, 5).toString()).toBe('%PDF-');
    await until('a third browser', () => browserPids().length === 1 && browserPids()[0] !== second);

    const last = browserPids()[0];
    await renderer.close();
    await until('the browser to end', () => !isAlive(last) && browserPids().length === 0);
    await until('its profile to go', () => fs.readdirSync(root).length === 0);
  });
});
