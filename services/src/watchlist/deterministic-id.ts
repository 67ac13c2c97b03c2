import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (RFC 4122 version-5 layout over SHA-256): the same fact computed twice,
 * by a retried job or by two replicas at once, gets the same event id and is stored once.
 */
export function deterministicUuid(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** One short key for the combination of list versions an engine was built from. */
export function versionKeyOf(versions: ReadonlyArray<{ source: string; sha256: string }>): string {
  const canonical = [...versions]
    .sort((a, b) => a.source.localeCompare(b.source))
    .map((v) => `${v.source}:${v.sha256}`);
  return createHash('sha256').update(canonical.join('\n')).digest('hex').slice(0, 24);
}
