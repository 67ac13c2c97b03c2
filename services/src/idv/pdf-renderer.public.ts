/**
 * The PDF renderer the session and IDV reports print with (headless Chromium over a pipe, tagged PDF:
 * language, title, headings, table headers), published so another feature prints its own documents
 * the same accessible way (privacy: the erasure certificate) without a second copy of it.
 */
export { PdfRenderer } from './idv-report/pdf-renderer';
export { ChromiumProfiles } from './idv-report/chromium-profiles';
import { idvSettings } from './idv-settings';

/** The Chromium the reports use (CHROMIUM_PATH, docs/idv.md "Operations"). */
export const reportChromiumPath = (): string => idvSettings().chromiumPath;
