import type { WatchlistEntry } from '../lists/watchlist-entry';
import { nameTokens } from './name-normaliser';
import { prepareToken, tokenScore, type PreparedToken } from './token-similarity';

export interface IndexedName {
  entryIndex: number;
  name: string;
  kind: 'primary' | 'alias';
  tokenIds: number[];
  lengths: number[];
}

/**
 * Blocking index so a query is compared with a few hundred names instead of ~30,000.
 *
 * Names are split into tokens; each distinct token (the vocabulary, ~20k) is filed under
 * several keys: its two Double Metaphone codes (sound), a consonant skeleton (spelling with
 * vowels removed: Youssef/Yusuf → ysf) and its first three letters (typos late in the word).
 * A query token looks up its own keys, scores only the vocabulary tokens found there, and the
 * names containing a close token become candidates. A typo must therefore break all four keys
 * of every token of a name before the name is missed.
 */
export const INDEX_PARAMS = { candidateTokenMin: 0.8 } as const;

export function blockingKeys(token: PreparedToken): string[] {
  const t = token.text;
  const skeleton = (t[0] + t.slice(1).replace(/[aeiouyhw]/g, '')).replace(/(.)\1+/g, '$1').slice(0, 4);
  const keys = [`s:${skeleton}`, `p:${t.slice(0, 3)}`];
  for (const code of token.codes) if (code) keys.push(`m:${code}`);
  return [...new Set(keys)];
}

export class NameIndex {
  readonly names: IndexedName[] = [];
  readonly vocabulary: PreparedToken[] = [];
  private readonly tokenIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly blocks = new Map<string, number[]>();

  /** Indexes primary names and strong aliases only: weak aliases are never searched. */
  constructor(entries: readonly WatchlistEntry[]) {
    entries.forEach((entry, entryIndex) => {
      const surnameFirst = entry.entityType === 'individual' && entry.source === 'OFAC_SDN';
      this.addName(entryIndex, entry.primaryName, 'primary', surnameFirst);
      for (const alias of entry.aliases) {
        if (alias.strength === 'strong') this.addName(entryIndex, alias.name, 'alias', surnameFirst);
      }
    });
  }

  /** Vocabulary ids of tokens that sound or look like the query token, with their pair score. */
  similarTokens(query: PreparedToken): Map<number, number> {
    const found = new Map<number, number>();
    for (const key of blockingKeys(query)) {
      for (const id of this.blocks.get(key) ?? []) {
        if (found.has(id)) continue;
        found.set(id, tokenScore(query, this.vocabulary[id]));
      }
    }
    for (const [id, score] of found) if (score < INDEX_PARAMS.candidateTokenMin) found.delete(id);
    return found;
  }

  /** Names holding at least one similar token. */
  candidateNames(similar: Map<number, number>[]): Set<number> {
    const out = new Set<number>();
    for (const tokens of similar)
      for (const id of tokens.keys()) for (const n of this.postings[id]) out.add(n);
    return out;
  }

  private addName(entryIndex: number, name: string, kind: IndexedName['kind'], surnameFirst: boolean): void {
    const tokens = nameTokens(name, surnameFirst);
    if (tokens.length === 0) return;
    const nameId = this.names.length;
    const tokenIds = tokens.map((t) => this.tokenId(t));
    for (const id of new Set(tokenIds)) this.postings[id].push(nameId);
    this.names.push({ entryIndex, name, kind, tokenIds, lengths: tokens.map((t) => t.length) });
  }

  private tokenId(text: string): number {
    const existing = this.tokenIds.get(text);
    if (existing !== undefined) return existing;
    const id = this.vocabulary.length;
    const token = prepareToken(text);
    this.vocabulary.push(token);
    this.tokenIds.set(text, id);
    this.postings.push([]);
    for (const key of blockingKeys(token)) {
      const block = this.blocks.get(key);
      if (block) block.push(id);
      else this.blocks.set(key, [id]);
    }
    return id;
  }
}
