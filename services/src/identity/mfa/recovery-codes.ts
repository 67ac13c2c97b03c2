import { createHmac, randomInt } from 'node:crypto';
import { Tx } from '../../shared/database/database';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 without I, L, O, U: nothing to misread when typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten random codes of 10 characters (50 bits each), written `XXXXX-XXXXX`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** What a user typed, as stored: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/**
 * Codes are stored as keyed HMACs (the key is the secrets' index master, never in the database), bound
 * to the user: a database copy gives nothing to try offline, and one user's code is useless to another.
 */
export class RecoveryCodes {
  constructor(private readonly key: Buffer) {}

  hash(userId: number, code: string): string {
    return createHmac('sha256', this.key)
      .update(`mfa-recovery\0${userId}\0${normaliseRecoveryCode(code)}`)
      .digest('hex');
  }

  /** Replaces the user's codes with ten new ones and answers them (shown once, never stored plain). */
  async replace(tx: Tx, userId: number, companyId: number | null): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query(
      `INSERT INTO mfa_recovery_codes (user_id, company_id, code_hash)
       SELECT $1, $2, unnest($3::text[])`,
      [userId, companyId, codes.map((c) => this.hash(userId, c))],
    );
    return codes;
  }

  /** Spends a code: true once, for an unused code of this user; the UPDATE's row lock settles a race. */
  async spend(tx: Tx, userId: number, typed: string): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE mfa_recovery_codes SET used_at = now()
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, this.hash(userId, typed)],
    );
    return rowCount === 1;
  }

  async remaining(tx: Tx, userId: number): Promise<number> {
    const row = (
      await tx.query<{ n: string }>(
        'SELECT count(*) AS n FROM mfa_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      )
    ).rows[0];
    return Number(row.n);
  }
}
