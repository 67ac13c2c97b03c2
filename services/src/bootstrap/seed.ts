import { INestApplication, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Database, SYSTEM } from '../shared/database/database';
import { systemContext, eventMetadata } from '../shared/event-store/event-metadata';
import { CreateCompany } from '../identity/companies/company-commands';
import { CreateCompanyUser } from '../identity/users/company-user-commands';
import { UserAccounts } from '../identity/users/user-accounts';
import { passwordProblems } from '../identity/password/password-policy';
import { DEFAULT_SUPERADMIN_PASSWORD } from '../shared/config/app-config';
import { render } from '../shared/i18n/translate';

const logger = new Logger('Seed');

/** The documented demo tenant (DEMO=1). README lists these accounts. */
export const DEMO_PASSWORD = 'Northfield!Demo25';
export const DEMO_COMPANY = 'Northfield University';
export const DEMO_USERS = [
  {
    email: 'admin@northfield.edu',
    firstName: 'Morgan',
    lastName: 'Hale',
    userType: 2 as const,
    permissions: [],
  },
  {
    email: 'admissions@northfield.edu',
    firstName: 'Avery',
    lastName: 'Quinn',
    userType: 3 as const,
    permissions: [1, 2, 4, 6],
  },
  {
    email: 'finaid@northfield.edu',
    firstName: 'Jordan',
    lastName: 'Patel',
    userType: 3 as const,
    permissions: [3, 5, 6],
  },
  {
    email: 'viewer@northfield.edu',
    firstName: 'Riley',
    lastName: 'Chen',
    userType: 3 as const,
    permissions: [],
  },
];

/**
 * Creates the super admin on the first start only, and says so once. With the documented default
 * password (README) the account must choose its own at the first sign-in (PASSWORD_CHANGE_REQUIRED,
 * as for users created in the console); a password the operator set in SUPERADMIN_PASSWORD is theirs.
 */
export async function ensureSuperAdmin(
  app: INestApplication,
  email: string,
  password: string,
): Promise<void> {
  const db = app.get(Database);
  const problems = passwordProblems(password);
  const accounts = app.get(UserAccounts);
  // An api and a worker process started together on a fresh database both get here: the lock makes
  // the second wait for the first and then find its super admin, instead of failing on the email.
  const created = await db.tx(SYSTEM, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['verifydesk:first-super-admin']);
    const existing = await tx.query('SELECT 1 FROM users WHERE user_type = 1 AND deleted_at IS NULL LIMIT 1');
    if (existing.rows.length) return false;
    if (problems.length)
      throw new Error(`SUPERADMIN_PASSWORD is not acceptable: ${render('en', problems[0].message)}`);
    await accounts.register(
      tx,
      {
        companyId: null,
        userType: 1,
        firstName: 'Super',
        lastName: 'Admin',
        email,
        password,
        permissions: [],
        mustChangePassword: password === DEFAULT_SUPERADMIN_PASSWORD,
      },
      eventMetadata(systemContext(randomUUID()), null),
    );
    return true;
  });
  if (!created) return;
  // Said once, on the first start only. The password is shown only when it is the documented default.
  const shown =
    password === DEFAULT_SUPERADMIN_PASSWORD
      ? `password ${password} (the documented default: it must be changed at the first sign-in)`
      : 'password from SUPERADMIN_PASSWORD';
  logger.log(`created the super admin ${email}, ${shown}`);
}

/** DEMO=1: one company with a type-2 admin and type-3 users holding different permissions. */
export async function seedDemo(app: INestApplication): Promise<void> {
  const db = app.get(Database);
  if (await db.one(SYSTEM, 'SELECT 1 FROM companies WHERE name = $1 AND deleted_at IS NULL', [DEMO_COMPANY]))
    return;
  const bus = app.get(CommandBus);
  const ctx = systemContext(randomUUID());
  const { id: companyId } = await bus.execute(new CreateCompany(ctx, DEMO_COMPANY));
  for (const u of DEMO_USERS) {
    await bus.execute(
      new CreateCompanyUser(ctx, { companyId, ...u, password: DEMO_PASSWORD, mustChangePassword: false }),
    );
  }
  logger.log(`seeded the demo company "${DEMO_COMPANY}" (accounts in README)`);
}
