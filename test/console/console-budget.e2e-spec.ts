import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  CONSOLE_DIST,
  CONSOLE_ENTRIES,
  entryBytes,
  kb,
  type ConsoleEntry,
} from '../../scripts/bench/lib/console-entries';

/**
 * A size regression fails the build: each way into the built console (scripts/test.sh builds it
 * before Jest) must stay within console/size-budget.json. The applicant opens the capture page on a
 * phone over a mobile network (issue 17: ≤ 150 KB of compressed JavaScript; sign-in ≤ 250 KB).
 */
const budget = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../console/size-budget.json'), 'utf8'),
) as {
  entries: Record<ConsoleEntry, { jsKB: number; cssKB: number }>;
};

describe('console size budget', () => {
  it('keeps a budget for every entry the bench measures, within the issue’s ceilings', () => {
    expect(Object.keys(budget.entries).sort()).toEqual(Object.keys(CONSOLE_ENTRIES).sort());
    expect(budget.entries.capture.jsKB).toBeLessThanOrEqual(150);
    expect(budget.entries['sign-in'].jsKB).toBeLessThanOrEqual(250);
  });

  it.each(Object.keys(CONSOLE_ENTRIES) as ConsoleEntry[])(
    '%s: compressed JavaScript and CSS within budget',
    (entry) => {
      const bytes = entryBytes(entry);
      const limit = budget.entries[entry];
      expect({ entry, js: kb(bytes.js), withinJs: bytes.js <= limit.jsKB * 1024 }).toEqual({
        entry,
        js: kb(bytes.js),
        withinJs: true,
      });
      expect({ entry, css: kb(bytes.css), withinCss: bytes.css <= limit.cssKB * 1024 }).toEqual({
        entry,
        css: kb(bytes.css),
        withinCss: true,
      });
    },
  );

  it('names every file of the capture page in capture.html, so none waits for another to ask for it', () => {
    // A phone on a mobile network pays a round trip (about 600 ms) for each file found only after
    // another has run (docs/performance.md, "The capture page's own build").
    const html = fs.readFileSync(path.join(CONSOLE_DIST, 'capture.html'), 'utf8');
    const { files } = entryBytes('capture');
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => !html.includes(`"/${file}"`))).toEqual([]);
    // The entry only starts requests: it runs without waiting for the stylesheet.
    expect(html).toMatch(
      /<script type="module" async crossorigin src="\/assets\/capture-[^"]+\.js"><\/script>/,
    );
  });

  it('ships a brotli and a gzip copy of every script and stylesheet', () => {
    const assets = fs.readdirSync(path.join(CONSOLE_DIST, 'assets'));
    const texts = assets.filter((name) => /\.(js|css)$/.test(name));
    const present = new Set(assets);
    // Tiny files may stay uncompressed (a compressed copy would not be smaller); anything over 1 KB must have both.
    const missing = texts
      .filter((name) => fs.statSync(path.join(CONSOLE_DIST, 'assets', name)).size > 1024)
      .filter((name) => !present.has(`${name}.br`) || !present.has(`${name}.gz`));
    expect(texts.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
