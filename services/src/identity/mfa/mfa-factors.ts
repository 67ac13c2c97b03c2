import { Tx } from '../../shared/database/database';
import { MfaFactorKind } from './mfa.events';

/** An enrolment not confirmed within this time is ignored (and swept by the next one). */
export const PENDING_MINUTES = 15;

export interface FactorRow {
  id: string;
  user_id: string;
  company_id: string | null;
  kind: MfaFactorKind;
  label: string;
  totp_secret_sealed: Buffer | null;
  totp_last_step: string;
  credential_id: string | null;
  public_key: Buffer | null;
  sign_count: string;
  transports: string[];
  created_at: Date;
  confirmed_at: Date | null;
  last_used_at: Date | null;
}

/** A factor as its owner and their admin see it: never a secret or a key. */
export function factorView(row: FactorRow) {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
export type FactorView = ReturnType<typeof factorView>;

/** The SQL of a user's factors (state beside the events, like credentials). */
export const MfaFactors = {
  async confirmed(tx: Tx, userId: number, kind?: MfaFactorKind): Promise<FactorRow[]> {
    const { rows } = await tx.query<FactorRow>(
      `SELECT * FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL
          AND ($2::text IS NULL OR kind = $2) ORDER BY created_at`,
      [userId, kind ?? null],
    );
    return rows;
  },

  async pending(tx: Tx, userId: number, factorId: string): Promise<FactorRow | undefined> {
    const { rows } = await tx.query<FactorRow>(
      `SELECT * FROM mfa_factors WHERE id = $1 AND user_id = $2 AND confirmed_at IS NULL
          AND created_at > now() - make_interval(mins => $3) FOR UPDATE`,
      [factorId, userId, PENDING_MINUTES],
    );
    return rows[0];
  },

  async insert(
    tx: Tx,
    row: Pick<FactorRow, 'id' | 'kind' | 'label'> & {
      userId: number;
      companyId: number | null;
      totpSecretSealed?: Buffer;
      credentialId?: string;
      publicKey?: Buffer;
      signCount?: number;
      transports?: string[];
      confirmed: boolean;
    },
  ): Promise<void> {
    // Enrolments left unconfirmed go with the next one.
    await tx.query(
      `DELETE FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NULL
          AND (kind = $2 OR created_at <= now() - make_interval(mins => $3))`,
      [row.userId, row.kind, PENDING_MINUTES],
    );
    await tx.query(
      `INSERT INTO mfa_factors (id, user_id, company_id, kind, label, totp_secret_sealed, credential_id,
                                public_key, sign_count, transports, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11 THEN now() END)`,
      [
        row.id,
        row.userId,
        row.companyId,
        row.kind,
        row.label,
        row.totpSecretSealed ?? null,
        row.credentialId ?? null,
        row.publicKey ?? null,
        row.signCount ?? 0,
        row.transports ?? [],
        row.confirmed,
      ],
    );
  },

  async confirm(tx: Tx, factorId: string, step: number): Promise<void> {
    await tx.query(
      'UPDATE mfa_factors SET confirmed_at = now(), totp_last_step = $2, last_used_at = now() WHERE id = $1',
      [factorId, step],
    );
  },

  /**
   * Records a TOTP code's time step as used: true only when it is later than the last one used with
   * this factor, so a code (or an earlier one still inside the window) is accepted once.
   */
  async useTotpStep(tx: Tx, factorId: string, step: number): Promise<boolean> {
    const { rowCount } = await tx.query(
      `UPDATE mfa_factors SET totp_last_step = $2, last_used_at = now()
        WHERE id = $1 AND totp_last_step < $2`,
      [factorId, step],
    );
    return rowCount === 1;
  },

  async usePasskey(tx: Tx, factorId: string, signCount: number): Promise<void> {
    await tx.query('UPDATE mfa_factors SET sign_count = $2, last_used_at = now() WHERE id = $1', [
      factorId,
      signCount,
    ]);
  },

  async byCredential(tx: Tx, userId: number, credentialId: string): Promise<FactorRow | undefined> {
    const { rows } = await tx.query<FactorRow>(
      `SELECT * FROM mfa_factors WHERE user_id = $1 AND credential_id = $2 AND confirmed_at IS NOT NULL
        FOR UPDATE`,
      [userId, credentialId],
    );
    return rows[0];
  },

  async remove(tx: Tx, userId: number, factorId: string): Promise<FactorRow | undefined> {
    const { rows } = await tx.query<FactorRow>(
      'DELETE FROM mfa_factors WHERE id = $1 AND user_id = $2 AND confirmed_at IS NOT NULL RETURNING *',
      [factorId, userId],
    );
    return rows[0];
  },

  /** Every factor and recovery code of the user; answers how many factors there were. */
  async removeAll(tx: Tx, userId: number): Promise<number> {
    const { rowCount } = await tx.query(
      'DELETE FROM mfa_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL',
      [userId],
    );
    await tx.query('DELETE FROM mfa_factors WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
    return rowCount ?? 0;
  },
};
