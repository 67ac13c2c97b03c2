import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import * as path from 'node:path';
import { ChromiumProfiles, PdfRenderer, reportChromiumPath } from '../../idv/pdf-renderer.public';

/** A certificate is downloaded now and then: Chromium is closed once idle this long. */
const IDLE_CLOSE_MS = 60_000;

/**
 * Prints erasure certificates with the reports' renderer, in the API process that serves the
 * download. Downloads are rare, so Chromium is started by the first one (not kept warm as the report
 * worker's is) and closed after a minute without one, giving its memory back.
 */
@Injectable()
export class CertificatePdfRenderer implements OnModuleDestroy {
  private renderer: PdfRenderer | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private rendering = 0;
  private readonly profiles: ChromiumProfiles;

  constructor(
    dataDir: string,
    private readonly chromiumPath: string = reportChromiumPath(),
  ) {
    this.profiles = new ChromiumProfiles(path.join(dataDir, 'chromium'));
  }

  async render(html: string): Promise<Buffer> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.rendering++;
    this.renderer ??= new PdfRenderer(this.chromiumPath, this.profiles);
    try {
      return await this.renderer.render(html);
    } finally {
      if (--this.rendering === 0) {
        this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS);
        this.idleTimer.unref();
      }
    }
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const renderer = this.renderer;
    this.renderer = null;
    await renderer?.close();
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}
