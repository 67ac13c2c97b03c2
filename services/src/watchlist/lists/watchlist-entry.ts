import { createHash } from 'node:crypto';

/** Which published list an entry came from. */
export type WatchlistSource = 'OFAC_SDN' | 'UN_SC';

export type WatchlistEntityType = 'individual' | 'entity' | 'vessel' | 'aircraft';

/**
 * OFAC and the UN both grade aliases. Weak ones (OFAC "weak a.k.a.", UN quality "Low") are
 * nicknames and generic terms that the publishers themselves say cause floods of false hits,
 * so the engine keeps them for display but never searches them.
 */
export type AliasStrength = 'strong' | 'weak';

export interface WatchlistAlias {
  name: string;
  strength: AliasStrength;
  /** Publisher's label: aka, fka, nka (OFAC), Good, a.k.a., Low, original-script (UN). */
  kind: string;
}

export interface WatchlistEntry {
  /** Stable id across list versions: `OFAC:36`, `UN:QDi.001`. */
  id: string;
  source: WatchlistSource;
  primaryName: string;
  aliases: WatchlistAlias[];
  entityType: WatchlistEntityType;
  programs: string[];
  /** ISO 3166-1 alpha-2 codes (nationality, citizenship, address, flag). */
  countries: string[];
  /** Partial ISO dates as published: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  datesOfBirth: string[];
  remarks: string;
  /** SHA-256 of the fields above, so a re-load can tell which entries changed. */
  contentHash: string;
}

export type WatchlistEntryFields = Omit<WatchlistEntry, 'contentHash'>;

/** Adds the content hash; key order is fixed so equal content always gives an equal hash. */
export function withContentHash(fields: WatchlistEntryFields): WatchlistEntry {
  const canonical = JSON.stringify([
    fields.id,
    fields.source,
    fields.primaryName,
    fields.aliases.map((a) => [a.name, a.strength, a.kind]),
    fields.entityType,
    fields.programs,
    fields.countries,
    fields.datesOfBirth,
    fields.remarks,
  ]);
  const contentHash = createHash('sha256').update(canonical).digest('hex');
  return { ...fields, contentHash };
}
