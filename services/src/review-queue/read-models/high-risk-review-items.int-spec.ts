import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { SYSTEM, tenant } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import type { ApplicantsImported } from '../../applicant-import/import.events';
import { applicantsImported } from './high-risk-review-items';

// An import chunk raises a high-risk item per high or very high applicant, unless the same findings
// were already decided (a re-upload of the same file raises nothing new). Which findings were
// decided is looked up by the chunk's own item keys: it used to be a hash join over every decided
// item of the company, read in full for every chunk of every import.

const COMPANY = 301;
const OTHER_COMPANY = 302;

describe('high-risk items raised by an import chunk', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.drop();
  });

  const chunk = (company: number, applicants: Array<[string, string, string[]]>) =>
    ({
      eventId: randomUUID(),
      companyId: company,
      recordedAt: new Date(),
      type: 'ApplicantsImported',
      data: {
        importId: randomUUID(),
        chunk: 1,
        applicants: applicants.map(([uuid, level, codes]) => ({
          uuid,
          overall_risk_level: level,
          meta_data: { reasonCodes: { address: codes, email: [], phone: [], taxId: [] } },
        })),
      },
    }) as unknown as Recorded<ApplicantsImported>;
  const apply = (company: number, applicants: Array<[string, string, string[]]>) =>
    t.db.tx(tenant(company), (tx) => applicantsImported(tx, chunk(company, applicants)));
  const items = (company: number, uuid: string) =>
    t.db.rows<{ status: string; reason_codes: string[]; closed_by: string | null }>(
      SYSTEM,
      `SELECT status, reason_codes, closed_by FROM review_items
        WHERE company_id = $1 AND session_uuid = $2 ORDER BY created_at, status DESC`,
      [company, uuid],
    );
  const decide = (company: number, uuid: string) =>
    t.db.rows(
      SYSTEM,
      `UPDATE review_items SET status = 'closed', closed_at = now(), closed_by = 'ReviewDecided', outcome = 'no_issue'
        WHERE company_id = $1 AND session_uuid = $2 AND status = 'open'`,
      [company, uuid],
    );

  it('raises each high applicant once, and again only when their findings change after a decision', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await apply(COMPANY, [
      [a, 'high', ['ADDRESS_MISMATCH']],
      [b, 'very_high', ['ZIP_INVALID']],
      [c, 'low', []],
    ]);
    expect((await items(COMPANY, a)).map((i) => i.status)).toEqual(['open']);
    expect(await items(COMPANY, c)).toEqual([]);
    await decide(COMPANY, a);
    // The same findings in another tenant were never decided there: its item is raised.
    await apply(OTHER_COMPANY, [[a, 'high', ['ADDRESS_MISMATCH']]]);
    expect((await items(OTHER_COMPANY, a)).map((i) => i.status)).toEqual(['open']);

    // The same file again: A's decided findings raise nothing; B's open item takes the new findings.
    await apply(COMPANY, [
      [a, 'high', ['ADDRESS_MISMATCH']],
      [b, 'very_high', ['ZIP_INVALID', 'PHONE_INVALID']],
    ]);
    expect(await items(COMPANY, a)).toEqual([
      { status: 'closed', reason_codes: ['level:high', 'ADDRESS_MISMATCH'], closed_by: 'ReviewDecided' },
    ]);
    expect(await items(COMPANY, b)).toEqual([
      { status: 'open', reason_codes: ['level:very_high', 'ZIP_INVALID', 'PHONE_INVALID'], closed_by: null },
    ]);

    // New findings for A after the decision: a new item waits.
    await apply(COMPANY, [[a, 'high', ['ADDRESS_MISMATCH', 'EMAIL_DISPOSABLE']]]);
    expect((await items(COMPANY, a)).map((i) => [i.status, i.reason_codes])).toEqual([
      ['closed', ['level:high', 'ADDRESS_MISMATCH']],
      ['open', ['level:high', 'ADDRESS_MISMATCH', 'EMAIL_DISPOSABLE']],
    ]);
    // B's risk fell: its item closes.
    await apply(COMPANY, [[b, 'medium', []]]);
    expect((await items(COMPANY, b)).map((i) => [i.status, i.closed_by])).toEqual([
      ['closed', 'ApplicantsImported'],
    ]);
  });
});
