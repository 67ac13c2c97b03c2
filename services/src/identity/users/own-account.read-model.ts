import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../../shared/database/database';
import { UserRow, userView } from './user-views';

/** The signed-in user's own account, as the profile and the console's session read it. */
@Injectable()
export class OwnAccountReadModel {
  constructor(private readonly db: Database) {}

  async get(userId: number) {
    const row = await this.db.one<UserRow>(SYSTEM, 'SELECT * FROM users WHERE id = $1', [userId]);
    // The signed-in user's own row: the session check has just read it.
    return userView(row!);
  }
}
