import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** A header cell of a tagged PDF's tables: its /Scope and its text. */
export interface HeaderCell {
  scope: string;
  text: string;
}

/** What an auditor checks of an accessible PDF. */
export interface PdfStructure {
  /** pdfinfo's "Tagged: yes" (the catalog's /MarkInfo /Marked true). */
  tagged: boolean;
  title: string | null;
  /** The catalog's /Lang (pdfinfo does not print it; the catalog is plain text in these files). */
  language: string | null;
  /** The structure tree's element types, in order (Document, H1, Table, TR, TH, TD, Figure...). */
  elements: string[];
  headerCells: HeaderCell[];
}

/** Reads a PDF's structure tree back with poppler (`pdfinfo`, `pdfinfo -struct-text`). */
export function pdfStructure(pdf: Buffer): PdfStructure {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-struct-'));
  try {
    const file = path.join(dir, 'r.pdf');
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file]).toString();
    const tree = execFileSync('pdfinfo', ['-enc', 'UTF-8', '-struct-text', file]).toString();
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null;
    return {
      tagged: field('Tagged') === 'yes',
      title: field('Title'),
      language: /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1] ?? null,
      elements: tree
        .split('\n')
        .map((line) => /^\s*([A-Z][A-Za-z0-9]*)\b(?!\s*\/)/.exec(line)?.[1])
        .filter((e): e is string => Boolean(e)),
      headerCells: headerCells(tree),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each TH element of the tree with its /Scope and the first text run under it (NFKC: a ligature
 * such as "ﬁ" back into letters; the reports turn ligatures off, as a ligature ends poppler's run).
 */
function headerCells(tree: string): HeaderCell[] {
  const cells: HeaderCell[] = [];
  let open: { scope: string; text: string } | null = null;
  const close = () => {
    if (open) cells.push({ scope: open.scope, text: open.text.normalize('NFKC').trim() });
  };
  for (const line of tree.split('\n')) {
    if (/^\s*(TH|TD|TR|Table)\b/.test(line)) {
      close();
      open = /^\s*TH\b/.test(line) ? { scope: '', text: '' } : null;
      continue;
    }
    if (!open) continue;
    const scope = /\/Scope \/(\w+)/.exec(line)?.[1];
    if (scope) open.scope = scope;
    const text = /^\s*"(.*)"\s*$/.exec(line)?.[1];
    if (text !== undefined && !open.text) open.text = text;
  }
  close();
  return cells;
}
