import { Browser, launch } from 'puppeteer-core';
import { ChromiumProfiles } from './chromium-profiles';

/** Flags for a headless browser that renders local HTML only: no sandbox helper, GPU or background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/**
 * One Chromium per worker process, started on first use and reused; every render gets its own page,
 * closed whatever happens. A crashed browser is replaced on the next render. Chromium talks to us
 * over a pipe (not a debugging port), so it exits when this process does, even on kill -9; with
 * profiles under DATA_DIR a later launch also ends whatever a killed process left.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string, private readonly profiles?: ChromiumProfiles) {}

  async render(html: string): Promise<Buffer> {
    const browser = await this.ensureBrowser();
    const page = await browser.newPage();
    try {
      // Everything is inline (data URIs): block any request so a template bug cannot reach the network.
      await page.setRequestInterception(true);
      page.on('request', (request) => (request.url().startsWith('data:') ? request.continue() : request.abort()));
      await page.setContent(html, { waitUntil: 'load', timeout: 30_000 });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        // Spec section 9: 60 px top margin. Its "scale 5" is the raster scale of the original screen capture;
        // this PDF is vector text, so page scale stays 1 (Chromium allows 0.1-2).
        margin: { top: '60px', bottom: '40px', left: '40px', right: '40px' },
        timeout: 60_000,
      });
      return Buffer.from(pdf);
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    await browser?.close().catch(() => undefined);
  }

  private ensureBrowser(): Promise<Browser> {
    if (!this.browser) {
      const userDataDir = this.profiles?.next();
      const removeProfile = () => userDataDir && this.profiles?.remove(userDataDir);
      // Chromium still writes its profile between closing the pipe and exiting: remove it after the exit.
      const ended = (browser?: Browser) => {
        this.browser = null;
        const child = browser?.process();
        if (child && child.exitCode === null && child.signalCode === null) child.once('exit', removeProfile);
        else removeProfile();
      };
      this.browser = launch({ executablePath: this.executablePath, headless: true, pipe: true, userDataDir, args: CHROMIUM_ARGS });
      this.browser.then((b) => b.on('disconnected', () => ended(b)), () => ended());
    }
    return this.browser;
  }
}
