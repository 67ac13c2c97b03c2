/** The settings form's text fields and what the API takes (pure, tested in ssoModel.test.ts). */
export interface GroupMapping {
  group: string;
  permissions: number[];
}

/** "a.edu, b.edu" → ["a.edu", "b.edu"] (the server checks each domain). */
export function parseDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);
}

/** One "group: 1, 2" per line; null when a line is not of that shape or names an unknown permission. */
export function parseMappings(text: string): GroupMapping[] | null {
  const mappings: GroupMapping[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const colon = line.lastIndexOf(':');
    if (colon < 1) return null;
    const group = line.slice(0, colon).trim();
    const numbers = line
      .slice(colon + 1)
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (!group || !numbers.every((n) => /^[1-7]$/.test(n))) return null;
    mappings.push({ group, permissions: [...new Set(numbers.map(Number))].sort((a, b) => a - b) });
  }
  return mappings;
}

export function formatMappings(mappings: GroupMapping[]): string {
  return mappings.map((m) => `${m.group}: ${m.permissions.join(', ')}`).join('\n');
}

/** Worth asking the server about: something@domain.tld. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}
