import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the @node-rs/argon2 default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes.
 * The dummy hash lets sign-in spend the same time on unknown emails as on known ones.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.dummy ??= this.hash('not-a-real-password-0!A');
      await verify(await this.dummy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
