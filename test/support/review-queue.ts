import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CreateCompany } from '../../services/src/identity/companies/company-commands';
import { CreateCompanyUser } from '../../services/src/identity/users/company-user-commands';
import { systemContext } from '../../services/src/shared/event-store/event-metadata';
import { Client } from 'pg';
import { TestApp } from './app-harness';
import { apiClient } from './http-client';
import { LISTED_PERSON, insertSession } from './watchlist-sessions';

const PASSWORD = 'Queue!Reviewer42';

/** The review queue tests' helpers (test/api/review-queue.e2e-spec.ts): staff and watchlist items. */
export function reviewQueueHelpers(t: TestApp) {
  const api = apiClient(t.baseUrl);
  return {
    /** A company created as the super admin's command creates one; its id. */
    async company(name: string): Promise<number> {
      const { id } = await t.app
        .get(CommandBus)
        .execute(new CreateCompany(systemContext(randomUUID()), name));
      return id;
    },
    /** A company user created as the seed creates them, signed in. */
    async staff(company: number, email: string, permissions: number[]): Promise<string> {
      await t.app.get(CommandBus).execute(
        new CreateCompanyUser(systemContext(randomUUID()), {
          companyId: company,
          email,
          firstName: 'Rev',
          lastName: email.split('@')[0],
          userType: 3,
          permissions,
          password: PASSWORD,
          mustChangePassword: false,
        }),
      );
      return api.login(email, PASSWORD);
    },
    async myId(token: string): Promise<number> {
      return (await api.call('GET', '/api/users/me', { token })).body.data.id;
    },
    /** A listed person's session screened through the product's route: a watchlist item with every match. */
    async screenedListedPerson(company: number, token: string) {
      const uuid = await insertSession(t, company, LISTED_PERSON);
      const r = await api.call('POST', '/omni/watchlist-result', { token, body: { uuid } });
      if (r.status !== 200) throw new Error(`screening: ${r.status} ${JSON.stringify(r.body)}`);
      return { uuid, entryIds: (r.body.data.matches as { entryId: string }[]).map((m) => m.entryId) };
    },
  };
}

/** Every row a list answers, page after page (the most a page holds: 100). */
export async function listedRows(t: TestApp, token: string, query: string): Promise<any[]> {
  const api = apiClient(t.baseUrl);
  const rows: any[] = [];
  for (let page = 1; ; page++) {
    const r = await api.call('GET', `/api/review-queue?limit=100&page=${page}${query}`, { token });
    if (r.status !== 200) throw new Error(`list ${query}: ${r.status} ${JSON.stringify(r.body)}`);
    rows.push(...r.body.data);
    if (r.body.data.length < 100) return rows;
  }
}

/**
 * The queue's counts as a reader sees them (`query`: the other filters), each checked against the
 * rows of the list it opens, as the dashboard's and the Review page's links open them: the total is
 * the list's row count, each kind's count the rows of `kind=…`, each assignee's the rows of
 * `assignee=…` (each naming that assignee as the count does). Returns the counts.
 */
export async function expectCountsToEqualTheirLists(t: TestApp, token: string, query = '') {
  const api = apiClient(t.baseUrl);
  // The list a count opens: the reader's filters, with that count's own dimension set to it.
  const opened = (field: string, value: string) => {
    const q = new URLSearchParams(query);
    q.set(field, value);
    return `&${q}`;
  };
  const { meta } = (await api.call('GET', `/api/review-queue?limit=5${query}`, { token })).body;
  expect({ query, total: (await listedRows(t, token, query)).length }).toEqual({ query, total: meta.total });
  for (const [kind, count] of Object.entries(meta.by_kind))
    expect({ kind, rows: (await listedRows(t, token, opened('kind', kind))).length }).toEqual({
      kind,
      rows: count,
    });
  for (const a of meta.by_assignee) {
    const filter = a.assignee_id === null ? 'unassigned' : String(a.assignee_id);
    const rows = await listedRows(t, token, opened('assignee', filter));
    expect({
      filter,
      rows: rows.length,
      names: [...new Set(rows.map((r) => r.assignee?.name ?? null))],
    }).toEqual({
      filter,
      rows: a.count,
      names: [a.name],
    });
  }
  return meta;
}

/**
 * The kept counts (migration 087: folded counts plus changes not folded yet, summed), and the same
 * figures counted from the items themselves, per company, status, kind, form type and assignee;
 * read as the database owner.
 */
export async function keptAndCountedFigures(databaseUrl: string) {
  const owner = new Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    const key = 'company_id, status, kind, form_type, assigned_to, assigned_name';
    const kept = await owner.query(
      `SELECT ${key}, sum(n)::int AS n FROM (
         SELECT ${key}, n FROM review_item_counts UNION ALL SELECT ${key}, n FROM review_item_count_changes) k
        GROUP BY ${key} HAVING sum(n) <> 0 ORDER BY ${key}`,
    );
    const counted = await owner.query(
      `SELECT ${key}, count(*)::int AS n FROM review_items GROUP BY ${key} ORDER BY ${key}`,
    );
    return { kept: kept.rows, counted: counted.rows };
  } finally {
    await owner.end();
  }
}
