import { hkdfSync } from 'node:crypto';

/**
 * The salts of the two key families. Both derive from the same data master, and a different salt
 * means no derived key is ever shared between them: TenantKeys (outbox, ID images, reports) and
 * DataKeys (import files, SSNs, blind indexes). Never change these strings: every sealed value and
 * every blind index in a database was made with them (tenant-key-derivation.spec.ts pins the bytes).
 */
export const KEY_FAMILY_SALTS = {
  tenant: 'verifydesk-tenant-keys',
  data: 'verifydesk-data-keys',
} as const;

export type KeyFamily = keyof typeof KEY_FAMILY_SALTS;

/**
 * The one derivation of a per-tenant key: HKDF-SHA256 of a master key, with the family's salt and
 * `<companyId>:<purpose>` as info, 32 bytes. Deriving instead of storing keys leaves one secret to
 * back up, and a leaked tenant key exposes that tenant only.
 */
export function deriveTenantKey(
  master: Buffer,
  family: KeyFamily,
  companyId: number,
  purpose: string,
): Buffer {
  return Buffer.from(
    hkdfSync('sha256', master, Buffer.from(KEY_FAMILY_SALTS[family]), `${companyId}:${purpose}`, 32),
  );
}

/**
 * One family's keys from a list of masters, current first (the others only open what they sealed
 * until a key rotation has moved it); each derived key is kept, as sealing and indexing run per row.
 */
export class TenantKeyDerivation {
  private readonly cache = new Map<string, Buffer>();
  private readonly masters: Buffer[];

  constructor(
    private readonly family: KeyFamily,
    masters: readonly Uint8Array[],
  ) {
    this.masters = masters.map((m) => Buffer.from(m));
    if (!this.masters.length || this.masters.some((m) => m.length !== 32))
      throw new Error('DATA_KEY must be 32 bytes, base64 encoded');
  }

  /** The key of a tenant and purpose under one master (0 = the current one). */
  key(companyId: number, purpose: string, generation = 0): Buffer {
    const id = `${companyId}:${purpose}:${generation}`;
    let key = this.cache.get(id);
    if (!key) {
      const master = this.masters[generation];
      if (!master) throw new RangeError(`no master key of generation ${generation}`);
      key = deriveTenantKey(master, this.family, companyId, purpose);
      this.cache.set(id, key);
    }
    return key;
  }

  /** How many masters are loaded (more than one while a rotation is due or running). */
  get generations(): number {
    return this.masters.length;
  }

  /** Copies of the masters, for a worker thread of this process (never stored or sent elsewhere). */
  masterCopies(): Buffer[] {
    return this.masters.map((m) => Buffer.from(m));
  }
}
