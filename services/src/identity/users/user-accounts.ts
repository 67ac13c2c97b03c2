import { Injectable } from '@nestjs/common';
import { DatabaseError } from 'pg';
import { Tx } from '../../shared/database/database';
import { ValidationError } from '../../shared/domain/domain-error';
import { EventMetadata } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { PasswordHasher } from '../password/password-hasher';
import { UserProfile } from './user.events';
import { UserState, registerUser, userDecider } from './user.decider';
import { UserEvent, userStreamId } from './user.events';
import { localized } from '../../shared/i18n';

export interface NewAccount {
  companyId: number | null;
  userType: 1 | 2 | 3;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  permissions: number[];
  mustChangePassword: boolean;
}

/** Shared steps of the user commands: registering an account and running a user decision. */
@Injectable()
export class UserAccounts {
  constructor(
    private readonly store: EventStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(tx: Tx, account: NewAccount, metadata: EventMetadata): Promise<number> {
    const userId = Number((await tx.query("SELECT nextval('user_ids') AS id")).rows[0].id);
    const profile = profileOf(account.firstName, account.lastName, account.email);
    const data = {
      userId,
      companyId: account.companyId,
      userType: account.userType,
      permissions: account.permissions,
      mustChangePassword: account.mustChangePassword,
      ...profile,
    };
    await this.guardEmail(() =>
      decideAndAppend(
        this.store,
        tx,
        userStreamId(userId),
        userDecider,
        (s) => registerUser(s, data),
        metadata,
      ),
    );
    await this.setPassword(tx, userId, account.companyId, account.password);
    return userId;
  }

  decide(tx: Tx, userId: number, decide: (s: UserState) => UserEvent[], metadata: EventMetadata) {
    return this.guardEmail(() =>
      decideAndAppend(this.store, tx, userStreamId(userId), userDecider, decide, metadata),
    );
  }

  async setPassword(tx: Tx, userId: number, companyId: number | null, password: string): Promise<void> {
    const hash = await this.hasher.hash(password);
    await tx.query(
      `INSERT INTO credentials (user_id, company_id, password_hash, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
      [userId, companyId, hash],
    );
  }

  async passwordMatches(tx: Tx, userId: number, password: string): Promise<boolean> {
    const row = (await tx.query('SELECT password_hash FROM credentials WHERE user_id = $1', [userId]))
      .rows[0];
    return this.hasher.verify(row?.password_hash, password);
  }

  // The unique index on live emails is the arbiter when two admins add the same address at once.
  private async guardEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (
        error instanceof DatabaseError &&
        error.code === '23505' &&
        error.constraint === 'users_live_email'
      ) {
        throw new ValidationError([{ field: 'email', message: localized('error.emailInUse') }]);
      }
      throw error;
    }
  }
}

export function profileOf(firstName: string, lastName: string, email: string): UserProfile {
  const first = firstName.trim();
  const last = lastName.trim();
  return {
    firstName: first,
    lastName: last,
    name: [first, last].filter(Boolean).join(' '),
    email: email.trim().toLowerCase(),
  };
}

/** Admin forms carry one name field; the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? '', lastName: rest.join(' ') };
}
