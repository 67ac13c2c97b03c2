import type { Page } from 'puppeteer-core';

/** What has focus: its tag, role, accessible-ish text and classes (for assertions and failure messages). */
export interface Focused {
  tag: string;
  role: string | null;
  label: string | null;
  text: string;
  className: string;
  /** Whether a focus indicator is drawn (an outline wider than 0, or Blueprint's focus box-shadow). */
  ringVisible: boolean;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    if (!e) return { tag: '', role: null, label: null, text: '', className: '', ringVisible: false };
    const style = getComputedStyle(e);
    return {
      tag: e.tagName.toLowerCase(),
      role: e.getAttribute('role'),
      label: e.getAttribute('aria-label'),
      text: (e.innerText ?? '').trim().slice(0, 200),
      className: typeof e.className === 'string' ? e.className : '',
      ringVisible:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the focused element matches `selector` (and has
 * `text` in its name or text, when given); fails after `max` presses, saying where focus went.
 */
export async function tabTo(
  page: Page,
  selector: string,
  opts: { text?: string; backwards?: boolean; max?: number } = {},
): Promise<Focused> {
  const visited: string[] = [];
  for (let i = 0; i < (opts.max ?? 80); i++) {
    if (opts.backwards) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      (s: string, text: string | null) => {
        const e = document.activeElement as HTMLElement | null;
        if (!e || !e.matches(s)) return false;
        return !text || (e.getAttribute('aria-label') ?? '').includes(text) || e.innerText.includes(text);
      },
      selector,
      opts.text ?? null,
    );
    if (hit) return focused(page);
    const now = await focused(page);
    visited.push(`${now.tag}${now.role ? `[${now.role}]` : ''} "${now.label ?? now.text.slice(0, 30)}"`);
  }
  throw new Error(`no ${selector} ${opts.text ?? ''} in the tab order; focus went: ${visited.join(' → ')}`);
}

/** Types into the focused field, key by key. */
export async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}
