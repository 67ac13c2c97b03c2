import type { ReadChunkText } from './chunk-source';

/**
 * The text of a chunk as the reader thread hands it over: a ReadChunk's JSON, its valid rows spliced
 * in as the texts they already are (the committing thread JSON.parses the whole).
 */
export function chunkMessageJson({ valid, ...rest }: ReadChunkText): string {
  return `{"valid":[${valid.join(',')}],${JSON.stringify(rest).slice(1)}`;
}
