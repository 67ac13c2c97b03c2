import { Browser, ConnectionClosedError, launch, Page, ProtocolError } from 'puppeteer-core';
import { HEADLESS_CHROMIUM_FLAGS } from '../../shared/process/chromium-flags';
import { ChromiumProfiles } from './chromium-profiles';

/** The shared headless flags; /dev/shm is small in containers, so the renderer keeps its memory in /tmp. */
export const CHROMIUM_ARGS = [...HEADLESS_CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

/** A page is replaced after this many renders, so what a long run leaves in it (caches, fonts) stays bounded. */
export const RENDERS_PER_PAGE = 50;
/** Puppeteer's errors when the page or the browser went away under a call (TargetCloseError is not exported). */
const isClosedTarget = (error: unknown) =>
  error instanceof ConnectionClosedError ||
  (error instanceof ProtocolError && error.name === 'TargetCloseError');

/** A browser that died is started again after this pause (not in a tight loop if it keeps dying). */
const RESTART_DELAY_MS = 1000;

/**
 * One warm Chromium per worker process (docs/performance.md): started by `warm()` when the worker
 * starts (or by the first render), kept, and started again if it dies; one page is reused from render
 * to render (a report then costs its setContent and print, about a hundred ms, not a launch) and
 * replaced every RENDERS_PER_PAGE renders. Renders run one at a time. Chromium talks to us over a
 * pipe (not a debugging port), so it exits when this process does, even on kill -9; with profiles
 * under DATA_DIR a later launch also ends whatever a killed process left.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private page: Promise<Page> | null = null;
  private pageRenders = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private keepWarm = false;

  constructor(
    private readonly executablePath: string,
    private readonly profiles?: ChromiumProfiles,
  ) {}

  /** Starts the browser and its page now, and again whenever the browser dies, until close(). */
  warm(): void {
    this.keepWarm = true;
    void this.ensurePage().catch(() => undefined); // a failed start is retried by the next render
  }

  render(html: string): Promise<Buffer> {
    const run = this.queue.then(() => this.renderNow(html));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.keepWarm = false;
    await this.queue;
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    this.page = null;
    await browser?.close().catch(() => undefined);
  }

  /**
   * A browser that dies under a render (killed, crashed, out of memory) costs that attempt, not the
   * report: the render runs once more in a browser started afresh. Any other failure is the report's own.
   */
  private async renderNow(html: string): Promise<Buffer> {
    try {
      return await this.renderOnce(html);
    } catch (error) {
      if (this.closed || !isClosedTarget(error)) throw error;
      await this.dropDeadBrowser();
      return this.renderOnce(html);
    }
  }

  private async renderOnce(html: string): Promise<Buffer> {
    if (this.closed) throw new Error('the PDF renderer is closed');
    const page = await this.ensurePage();
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        // A tagged PDF (PDF/UA's structure tree: headings, tables with their header cells, figures
        // with their alt text, the document's language and title) that a screen reader can read (docs/accessibility.md).
        tagged: true,
        // Spec section 9: 60 px top margin. Its "scale 5" is the raster scale of the original screen capture;
        // this PDF is vector text, so page scale stays 1 (Chromium allows 0.1-2).
        margin: { top: '60px', bottom: '40px', left: '40px', right: '40px' },
        timeout: 60_000,
      });
      if (++this.pageRenders >= RENDERS_PER_PAGE) this.dropPage(page);
      return Buffer.from(pdf);
    } catch (error) {
      this.dropPage(page); // a page that failed once is not trusted with the next report
      throw error;
    }
  }

  /** Forgets the browser if its pipe is gone, whether or not its 'disconnected' event has run yet. */
  private async dropDeadBrowser(): Promise<void> {
    const current = this.browser;
    const browser = await current?.catch(() => null);
    if (this.browser === current && !browser?.connected) {
      this.browser = null;
      this.page = null;
    }
  }

  private dropPage(page: Page): void {
    this.page = null;
    this.pageRenders = 0;
    void page.close().catch(() => undefined);
  }

  private ensurePage(): Promise<Page> {
    if (!this.page) {
      const opening = this.ensureBrowser().then(async (browser) => {
        const page = await browser.newPage();
        // Everything is inline (data URIs): block any request so a template bug cannot reach the network.
        await page.setRequestInterception(true);
        page.on('request', (request) =>
          request.url().startsWith('data:') ? request.continue() : request.abort(),
        );
        return page;
      });
      this.page = opening;
      opening.catch(() => {
        if (this.page === opening) this.page = null;
      });
    }
    return this.page;
  }

  private ensureBrowser(): Promise<Browser> {
    if (!this.browser) {
      const userDataDir = this.profiles?.next();
      const removeProfile = () => userDataDir && this.profiles?.remove(userDataDir);
      // Chromium still writes its profile between closing the pipe and exiting: remove it after the exit.
      const ended = (browser?: Browser) => {
        if (this.browser === launching) {
          this.browser = null;
          this.page = null;
        }
        const child = browser?.process();
        if (child && child.exitCode === null && child.signalCode === null) child.once('exit', removeProfile);
        else removeProfile();
        if (this.keepWarm && !this.closed)
          setTimeout(() => this.keepWarm && !this.closed && this.warm(), RESTART_DELAY_MS).unref();
      };
      const launching = launch({
        executablePath: this.executablePath,
        headless: true,
        pipe: true,
        userDataDir,
        args: CHROMIUM_ARGS,
      });
      this.browser = launching;
      launching.then(
        (b) => b.on('disconnected', () => ended(b)),
        () => ended(),
      );
    }
    return this.browser;
  }
}
