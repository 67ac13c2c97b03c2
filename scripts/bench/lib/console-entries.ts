/**
 * What the browser downloads for each way into the console, read from the built console's Vite
 * manifests (console/dist/.vite/manifest.json, capture-manifest.json): the entry (index.html's or capture.html's script), the
 * page's own chunk and every chunk they import statically, with their CSS. Lazy chunks the page may load later (other
 * screens, the back office's icon set) are not counted. Sizes are of the brotli files the server
 * sends (the raw file when brotli would not be smaller). Used by scripts/bench/console.ts and by the
 * size budget test (test/console/console-budget.e2e-spec.ts, budget in console/size-budget.json).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const CONSOLE_DIST = path.join(__dirname, '../../../console/dist');

/**
 * The ways into the console a budget is kept for: the HTML entry and the page's modules behind it.
 * The capture page is a build of its own (capture.html → the entry, which imports the page,
 * src/capture-app.tsx, preloaded by the HTML; console/vite.capture.config.ts); the others go
 * through index.html.
 */
export const CONSOLE_ENTRIES = {
  'sign-in': ['index.html', 'src/features/auth/SignInPage.tsx'],
  capture: ['capture.html', 'src/capture-app.tsx'],
  'back-office': [
    'index.html',
    'src/features/layout/MainLayout.tsx',
    'src/features/dashboard/DashboardPage.tsx',
    'src/features/idv/register.tsx',
  ],
} as const;
export type ConsoleEntry = keyof typeof CONSOLE_ENTRIES;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface EntryBytes {
  /** Compressed bytes (brotli) of the JavaScript and of the CSS. */
  js: number;
  css: number;
  /** Uncompressed bytes, for comparison. */
  rawJs: number;
  rawCss: number;
  files: string[];
}

/** The capture page's build writes its own manifest (console/vite.capture.config.ts). */
const MANIFEST: Record<ConsoleEntry, string> = {
  'sign-in': '.vite/manifest.json',
  capture: '.vite/capture-manifest.json',
  'back-office': '.vite/manifest.json',
};

function readManifest(dist: string, entry: ConsoleEntry): Record<string, ManifestChunk> {
  const file = path.join(dist, MANIFEST[entry]);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build the console first (npm run build -w console)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Bytes on the wire for a browser that accepts brotli. */
export function sentBytes(dist: string, file: string): number {
  const brotli = path.join(dist, `${file}.br`);
  return fs.statSync(fs.existsSync(brotli) ? brotli : path.join(dist, file)).size;
}

export function entryBytes(entry: ConsoleEntry, dist = CONSOLE_DIST): EntryBytes {
  const manifest = readManifest(dist, entry);
  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    if (!manifest[key])
      throw new Error(`${key} is not in the console's manifest (renamed? update CONSOLE_ENTRIES)`);
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of CONSOLE_ENTRIES[entry]) visit(key);
  const js = [...chunks].map((key) => manifest[key].file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))];
  const sum = (files: string[], size: (file: string) => number) =>
    files.reduce((total, file) => total + size(file), 0);
  const raw = (file: string) => fs.statSync(path.join(dist, file)).size;
  return {
    js: sum(js, (file) => sentBytes(dist, file)),
    css: sum(css, (file) => sentBytes(dist, file)),
    rawJs: sum(js, raw),
    rawCss: sum(css, raw),
    files: [...js, ...css],
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
