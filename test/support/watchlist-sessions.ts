import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_COMPANY } from '../../services/src/bootstrap/seed';
import { SYSTEM, tenant } from '../../services/src/shared/database/database';
import { TestApp } from './app-harness';
import { SHARED_DATA } from './remote-idv';

/**
 * The watchlist tests' subjects and lists: sessions written straight into the read model, the
 * reference lists (../shared/data) behind links a test may replace, and WATCHLIST_DIR for one file.
 */
export interface Person {
  first: string;
  last: string;
  dob: string;
  country: string;
}

/** The UN list's AIMAN MUHAMMED RABI AL-ZAWAHIRI written differently (docs/watchlist.md). */
export const LISTED_PERSON: Person = { first: 'Aiman', last: 'Zawahri', dob: '1951-06-19', country: 'EG' };
/** A person on no list. */
export const UNLISTED_PERSON: Person = { first: 'Emily', last: 'Thompson', dob: '2004-03-02', country: 'US' };

/** A verification session row as the import writes it (services/migrations/004_verifications.sql). */
export async function insertSession(t: TestApp, companyId: number, p: Person): Promise<string> {
  const uuid = randomUUID();
  await t.runtime.db.tx(tenant(companyId), (tx) =>
    tx.query(
      `INSERT INTO verification_sessions (id, uuid, company_id, identity_key, first_name, last_name, email, date_of_birth,
         country_code, name_key, overall_risk_level, meta_data, invalid_ssn, incomplete_address, created_at, updated_at)
       VALUES (nextval('verification_session_ids'), $1, $2, $3, $4, $5, $6, $7, $8, $9, 'low', '{}', false, false, now(), now())`,
      [
        uuid,
        companyId,
        `key-${uuid}`,
        p.first,
        p.last,
        `${uuid}@example.edu`,
        p.dob,
        p.country,
        `${p.first} ${p.last}`.toLowerCase(),
      ],
    ),
  );
  return uuid;
}

/** The id of the demo company (DEMO=1). */
export async function demoCompanyId(t: TestApp): Promise<number> {
  const row = await t.runtime.db.one<{ id: string }>(SYSTEM, 'SELECT id FROM companies WHERE name = $1', [
    DEMO_COMPANY,
  ]);
  return Number(row!.id);
}

/**
 * A temporary directory of links to the reference OFAC and UN files, so that a test can publish a
 * changed list (a modified copy outside the repo) in it.
 */
export function linkedListDir(): string {
  const listDir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchlist-'));
  for (const dir of ['ofac', 'un']) {
    fs.mkdirSync(path.join(listDir, dir));
    for (const f of fs.readdirSync(path.join(SHARED_DATA, dir)))
      fs.symlinkSync(path.join(SHARED_DATA, dir, f), path.join(listDir, dir, f));
  }
  return listDir;
}

/** Sets WATCHLIST_DIR (removes it, given undefined) before startApp; the function returned puts back what was there. */
export function setWatchlistDir(dir: string | undefined): () => void {
  const saved = process.env.WATCHLIST_DIR;
  const set = (value: string | undefined) => {
    if (value === undefined) delete process.env.WATCHLIST_DIR;
    else process.env.WATCHLIST_DIR = value;
  };
  set(dir);
  return () => set(saved);
}

/** A list source publishes a new file: the link in a linkedListDir is replaced by a changed copy of the reference file. */
export function publishChangedList(listDir: string, file: string, change: (text: string) => string): void {
  const text = fs.readFileSync(path.join(SHARED_DATA, file), 'utf8');
  fs.rmSync(path.join(listDir, file));
  fs.writeFileSync(path.join(listDir, file), change(text));
}
