import type { PermissionId } from '../../app/authTypes';

/** The settings form's fields and what the API takes (pure, tested in ssoModel.test.ts). */
export interface GroupMapping {
  group: string;
  permissions: number[];
}

/** A row of the group mapping as edited: `key` only tells React the rows apart. */
export interface GroupMappingRow {
  key: number;
  group: string;
  permissions: PermissionId[];
}

/** "a.edu, b.edu" → ["a.edu", "b.edu"] (the server checks each domain). */
export function parseDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);
}

/**
 * The rows as the API takes them, or the problem to show before sending: a row without a group (with
 * permissions ticked: an untouched empty row is dropped), or a group given twice.
 */
export function mappingsOf(
  rows: readonly GroupMappingRow[],
): { mappings: GroupMapping[] } | { problem: 'sso.mappingNeedsGroup' | 'sso.mappingTwice'; group?: string } {
  const mappings: GroupMapping[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const group = row.group.trim();
    if (!group) {
      if (row.permissions.length) return { problem: 'sso.mappingNeedsGroup' };
      continue;
    }
    if (seen.has(group)) return { problem: 'sso.mappingTwice', group };
    seen.add(group);
    mappings.push({ group, permissions: [...row.permissions].sort((a, b) => a - b) });
  }
  return { mappings };
}

/** Worth asking the server about: something@domain.tld. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}
