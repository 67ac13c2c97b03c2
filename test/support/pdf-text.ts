import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** A PDF's text as poppler's pdftotext reads it (layout kept), all whitespace runs made one space. */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'])
      .toString()
      .replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
